import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatusName } from '../../../shared/validation/complaints';

const PALETTE: Record<ComplaintStatusName, string> = { opened: 'brand', pending: 'orange', closed: 'gray' };

/** The schema's status is a string: a status this screen does not know shows as written, in grey. */
export function ComplaintStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[status as ComplaintStatusName] ?? 'gray'}>
      {t(`complaints.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
