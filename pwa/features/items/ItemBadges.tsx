import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ItemStatus, WarrantyStatus } from '../../../shared/items';

const STATUS_COLOR: Record<ItemStatus, string> = { inFactory: 'gray', inStock: 'blue', exported: 'purple' };
const WARRANTY_COLOR: Record<WarrantyStatus, string> = { inactive: 'gray', active: 'green', expired: 'orange' };

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={STATUS_COLOR[status]}>{t(`items.statusLabel.${status}`)}</Badge>;
}

export function WarrantyBadge({ status }: { status: WarrantyStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={WARRANTY_COLOR[status]}>{t(`items.warrantyStatus.${status}`)}</Badge>;
}
