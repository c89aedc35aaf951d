import type { ItemStatus, WarrantyStatus } from '../../../shared/items';
import { StatusBadge } from '../../components/list/StatusBadge';

const STATUS_COLOR: Record<ItemStatus, string> = { inFactory: 'gray', inStock: 'blue', exported: 'purple' };
const WARRANTY_COLOR: Record<WarrantyStatus, string> = { inactive: 'gray', active: 'green', expired: 'orange' };

export function ItemStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} palette={STATUS_COLOR} labels="items.status" />;
}

export function WarrantyBadge({ status }: { status: string }) {
  return <StatusBadge status={status} palette={WARRANTY_COLOR} labels="items.warrantyStatus" />;
}
