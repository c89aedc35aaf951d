import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle';
import { AuditLogTable } from './AuditLogTable';

export function AuditLogPage() {
  const { t } = useTranslation();
  usePageTitle('audit.title');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('audit.title')}
      </Heading>
      <AuditLogTable />
    </Stack>
  );
}
