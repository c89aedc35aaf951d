import type { ApplicationStatus, SellerStatus } from '../../../shared/items';
import { StatusBadge } from '../../components/list/StatusBadge';

const SELLER_COLOR: Record<SellerStatus, string> = { pending: 'yellow', confirmed: 'green', renewal: 'blue', ended: 'gray' };
const APPLICATION_COLOR: Record<ApplicationStatus, string> = { pending: 'yellow', contacted: 'green', rejected: 'red' };

export function SellerStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} palette={SELLER_COLOR} labels="sellers.status" />;
}

export function ApplicationStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} palette={APPLICATION_COLOR} labels="sellers.applicationStatus" />;
}
