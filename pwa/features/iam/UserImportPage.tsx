import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IAM_IMPORT_COLUMNS, iamImportRowSchema, IMPORT_BATCH_SIZE } from '../../../shared/validation/iam';
import { Importer } from '../../components/importer/Importer';
import { usePageTitle } from '../../components/usePageTitle';
import { importUser } from '../../data/iam';

const OPTIONS = { columns: IAM_IMPORT_COLUMNS, schema: iamImportRowSchema, batchSize: IMPORT_BATCH_SIZE, importRow: importUser };

export function UserImportPage() {
  const { t } = useTranslation();
  usePageTitle('iam.import.title');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('iam.import.title')}
      </Heading>
      <Importer options={OPTIONS} templateName="users-import-template" />
    </Stack>
  );
}
