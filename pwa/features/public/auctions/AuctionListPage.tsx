import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchAuctionPage } from '../../../data/public/branches';
import { useCurrentBranch } from '../branch';
import { ContentCard } from '../components/ContentCard';
import { Pager, usePageParam } from '../components/Pager';
import { CardGrid, Section } from '../components/Section';
import { formatDate, formatMoney, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function AuctionListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { branch } = useCurrentBranch();
  const [page, setPage] = usePageParam();
  const { data, loading } = useLoad(`auctions:${branch}:${page}`, (s) => fetchAuctionPage(page, branch, s));
  return (
    <Section titleKey="public.sections.auctions">
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(a) => (
          <ContentCard
            to={`/auctions/${a.id}`}
            image={a.banner}
            title={pick(a.title, language)}
            text={pick(a.description, language)}
            footer={
              <>
                {a.closed && (
                  <Badge colorPalette="gray" alignSelf="start" data-testid="auction-closed">
                    {t('public.auctions.closed')}
                  </Badge>
                )}
                {a.reservePrice !== null && (
                  <Text>
                    {t('public.auctions.reservePrice')}: {formatMoney(a.reservePrice, language)}
                  </Text>
                )}
                {a.expiryDate && (
                  <Text>
                    {t('public.auctions.expiry')}: {formatDate(a.expiryDate, language)}
                  </Text>
                )}
              </>
            }
          />
        )}
      />
      <Pager pagination={data?.pagination} onPage={setPage} />
    </Section>
  );
}
