import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../../ui/language';
import { fetchBranch } from '../../../data/public/branches';
import { Detail, DetailPhotos, InfoRow } from '../components/Detail';
import { pick } from '../../../components/useFormatters';
import { useLoad } from '../../../ui/useLoad';

export function BranchDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useLoad(`branch/${id}`, (s) => fetchBranch(id, s));
  return (
    <Detail
      loading={loading}
      found={Boolean(data)}
      backTo="/branches"
      backKey="public.sections.branches"
      title={pick(data?.name, language)}
      image={data?.images[0]}
    >
      {data && (
        <>
          <Text fontSize="lg">{pick(data.description, language)}</Text>
          <Box>
            <InfoRow label={t('public.fields.address')} value={pick(data.address, language)} />
          </Box>
          <DetailPhotos images={data.images.slice(1)} width="800" height="450" />
        </>
      )}
    </Detail>
  );
}
