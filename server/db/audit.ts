import { randomUUID } from 'node:crypto';
import type { Db } from './index';

export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  entityName: string;
  entityId?: string | null;
  action: string;
  values?: unknown;
  actor?: Actor | null;
  at?: Date;
}

/**
 * Every mutation writes one row, inside the same transaction as its change
 * (pass the transaction), so a change and its audit entry commit together.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      id: randomUUID(),
      entity_name: entry.entityName,
      entity_id: entry.entityId ?? null,
      action: entry.action,
      values: entry.values === undefined ? null : JSON.stringify(entry.values),
      created_by_id: entry.actor?.id ?? null,
      created_by_email: entry.actor?.email ?? null,
      timestamp: (entry.at ?? new Date()).toISOString(),
    })
    .execute();
}
