import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IAM_IMPORT_COLUMNS, iamImportRowSchema, IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import { Importer } from '../../components/importer/Importer';
import { usePageTitle } from '../../components/usePageTitle';
import { useRequest } from '../auth/session';
import { importUser } from './api';

export function UserImportPage() {
  const { t } = useTranslation();
  const request = useRequest();
  usePageTitle('iam.import.title');
  const options = useMemo(
    () => ({
      columns: IAM_IMPORT_COLUMNS,
      schema: iamImportRowSchema,
      batchSize: IMPORT_BATCH_SIZE,
      importRow: (row: Parameters<typeof importUser>[1], hash: string) => importUser(request, row, hash),
    }),
    [request],
  );
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('iam.import.title')}
      </Heading>
      <Importer options={options} templateName="users-import-template" />
    </Stack>
  );
}
