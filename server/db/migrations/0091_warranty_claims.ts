import { sql, type Kysely } from 'kysely';
import { auditColumns, dropTables } from './columns';

// Warranty claims (issue 20 part 1): a claim on an item, moved by offline
// actions (claimReceive, claimDiagnose, claimResolve), and the history of its
// steps. At most one open claim an item: a partial unique index (SQLite and
// PostgreSQL both have them) keeps two devices from opening two at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('warranty_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('serial_number', 'text', (c) => c.notNull())
    // Copied from the item when the claim is received: the dashboard counts per catalog entry and outlet without a join.
    .addColumn('catalog_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'text')
    .addColumn('complaint_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('received', 'diagnosed', 'repaired', 'replaced', 'refused')`))
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('replacement_item_id', 'text', (c) => c.references('items.id'))
    .addColumn('replacement_serial', 'text')
    .addColumn('resolved_at', 'text')
    .$call(auditColumns)
    .execute();
  await db.schema
    .createIndex('warranty_claims_open')
    .on('warranty_claims')
    .column('item_id')
    .unique()
    .where(sql.ref('open'), '=', 1)
    .execute();
  await db.schema.createIndex('warranty_claims_item').on('warranty_claims').columns(['item_id', 'created_at']).execute();
  await db.schema.createIndex('warranty_claims_replacement').on('warranty_claims').column('replacement_item_id').execute();
  await db.schema.createIndex('warranty_claims_complaint').on('warranty_claims').column('complaint_id').execute();
  await db.schema.createIndex('warranty_claims_seller').on('warranty_claims').columns(['seller_id', 'status']).execute();

  await db.schema
    .createTable('warranty_claim_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('warranty_claims.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    // The offline action that made the step (exactly once: the action's id is stored with its result).
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('warranty_claim_steps_claim').on('warranty_claim_steps').columns(['claim_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['warranty_claim_steps', 'warranty_claims']);
}
