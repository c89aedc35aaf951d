import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, SellerStatus } from '../../../shared/items';

const SELLER_COLOR: Record<SellerStatus, string> = { pending: 'yellow', confirmed: 'green', renewal: 'blue', ended: 'gray' };
const APPLICATION_COLOR: Record<ApplicationStatus, string> = { pending: 'yellow', contacted: 'green', rejected: 'red' };

export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={SELLER_COLOR[status]}>{t(`sellers.status.${status}`)}</Badge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={APPLICATION_COLOR[status]}>{t(`sellers.applicationStatus.${status}`)}</Badge>;
}
