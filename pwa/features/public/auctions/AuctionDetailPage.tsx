import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchAuction, viewAuction } from '../../../data/public/branches';
import { Countdown } from '../components/Countdown';
import { Detail, InfoRow } from '../components/Detail';
import { formatDateTime, formatMoney, pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function AuctionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useLoad(`auction/${id}`, (s) => fetchAuction(id, s));
  // A lost view count is not worth an error. A load, so the server counts it when it renders the page.
  useLoad(data ? `view:auction:${data.id}` : null, () => viewAuction(id), { quiet: true });
  return (
    <Detail
      loading={loading}
      found={Boolean(data)}
      backTo="/auctions"
      backKey="public.sections.auctions"
      title={pick(data?.title, language)}
      image={data?.banner}
    >
      {data && (
        <Stack gap="5">
          {data.closed ? (
            <Box borderWidth="1px" borderRadius="lg" p="4" textAlign="center" bg="bg.muted" data-testid="auction-closed">
              <Text fontWeight="semibold">{t('public.auctions.closedNotice')}</Text>
            </Box>
          ) : (
            data.expiryDate && (
              <Box borderWidth="1px" borderRadius="lg" p="4" textAlign="center">
                <Text fontWeight="semibold" mb="2">
                  {t('public.auctions.endsIn')}
                </Text>
                <Countdown to={data.expiryDate} label={t('public.auctions.endsIn')} />
              </Box>
            )
          )}
          <Text fontSize="lg">{pick(data.description, language)}</Text>
          <Box>
            <InfoRow
              label={t('public.auctions.reservePrice')}
              value={data.reservePrice !== null ? formatMoney(data.reservePrice, language) : ''}
            />
            <InfoRow label={t('public.auctions.posted')} value={formatDateTime(data.postDate, language)} />
            <InfoRow label={t('public.auctions.expiry')} value={formatDateTime(data.expiryDate, language)} />
          </Box>
          <Heading as="h2" size="lg">
            {t('public.auctions.terms')}
          </Heading>
          <Text whiteSpace="pre-line">{pick(data.termsAndConditions, language)}</Text>
        </Stack>
      )}
    </Detail>
  );
}
