import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ComplaintStatusName } from '../../../shared/validation/complaints';

const PALETTE: Record<ComplaintStatusName, string> = { opened: 'brand', pending: 'orange', closed: 'gray' };

export function ComplaintStatusBadge({ status }: { status: ComplaintStatusName }) {
  const { t } = useTranslation();
  return <Badge colorPalette={PALETTE[status]}>{t(`complaints.status.${status}`)}</Badge>;
}
