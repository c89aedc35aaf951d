import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export { Pager } from '../../components/list/Pager';

export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={disabled ? 'red' : 'green'} variant="subtle">
      {t(disabled ? 'iam.status.disabled' : 'iam.status.enabled')}
    </Badge>
  );
}
