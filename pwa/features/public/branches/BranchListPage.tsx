import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import { fetchBranches } from '../../../data/public/branches';
import { useCurrentBranch } from '../branch';
import { ContentCard } from '../components/ContentCard';
import { CardGrid, Section } from '../components/Section';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function BranchListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { branch, setBranch } = useCurrentBranch();
  const { data, loading } = useLoad('site:branches', (s) => fetchBranches(s));
  return (
    <Section titleKey="public.sections.branches">
      <CardGrid
        loading={loading}
        items={data?.rows}
        render={(b) => (
          <ContentCard
            to={`/branch/${b.id}`}
            image={b.thumbnail ?? b.images[0]}
            title={pick(b.name, language)}
            text={pick(b.address, language)}
            footer={
              <Button
                size="xs"
                position="relative"
                zIndex="1"
                variant={branch === b.slug ? 'solid' : 'outline'}
                aria-pressed={branch === b.slug}
                onClick={() => setBranch(b.slug)}
              >
                {branch === b.slug ? t('public.branch.current') : t('public.branch.choose')}
              </Button>
            }
          />
        )}
      />
    </Section>
  );
}
