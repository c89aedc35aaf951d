import type { AuditAction } from '../../shared/audit';
import { insertRows, type Write } from './batchWrite';
import { timeOrderedId } from './ids';
import type { Db } from './index';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  entityName: string;
  entityId?: string | null;
  action: AuditAction;
  values?: unknown;
  actor?: Actor | null;
  at?: Date;
}

/**
 * Every mutation writes one row, inside the same transaction as its change
 * (pass the transaction), so a change and its audit entry commit together.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_logs').values(auditRow(entry)).execute();
}

const auditRow = (entry: AuditEntry) => ({
  id: timeOrderedId(),
  entity_name: entry.entityName,
  entity_id: entry.entityId ?? null,
  action: entry.action,
  values: entry.values === undefined ? null : JSON.stringify(entry.values),
  created_by_id: entry.actor?.id ?? null,
  created_by_email: entry.actor?.email ?? null,
  timestamp: (entry.at ?? new Date()).toISOString(),
});

/**
 * The same rows as writeAudit, several in one multi-row insert (a pushed
 * batch's actions): one statement instead of one per action, for the caller to
 * run in the change's transaction (batchWrite.ts).
 */
export function auditsWrites(db: Db, entries: AuditEntry[]): Write[] {
  return insertRows(db, 'audit_logs', entries.map(auditRow));
}
