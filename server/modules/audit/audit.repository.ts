import type { AuditLogListInput } from '../../../shared/validation/audit';
import type { Db } from '../../db';
import { camelRow, snakeKey } from '../../db/camel';
import { containsText } from '../../db/dialect';
import { parseSort } from '../../../shared/validation/common';

/** A date-only bound covers its whole day: "to 2026-01-31" includes that day. */
function bound(value: string | null | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export async function listAuditLogs(db: Db, input: AuditLogListInput) {
  const filter = input.filter ?? {};
  let query = db.selectFrom('audit_logs');
  if (filter.entityNames?.length) query = query.where('entity_name', 'in', filter.entityNames);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.createdByEmail) query = query.where(containsText('created_by_email', filter.createdByEmail));
  const from = bound(filter.timestampRange?.[0], false);
  const to = bound(filter.timestampRange?.[1], true);
  if (from) query = query.where('timestamp', '>=', from);
  if (to) query = query.where('timestamp', '<=', to);
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const { field, direction } = parseSort(input.orderBy);
  const rows = await query
    .selectAll()
    .orderBy(snakeKey(field), direction === 'ASC' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return {
    count: Number(counted.count),
    rows: rows.map((r) => camelRow(r)),
  };
}
