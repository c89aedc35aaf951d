import { sql, type Kysely } from 'kysely';
import { auditColumns, dropTables } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('opened', 'pending', 'closed')`))
    .addColumn('serial_number', 'text')
    // A seller outlet id; no foreign key until the sellers table exists on main.
    .addColumn('seller_id', 'text')
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('public', 'backoffice')`))
    .$call(auditColumns)
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .execute();
  await db.schema.createIndex('complaints_created_at').on('complaints').column('created_at').execute();
  await db.schema.createIndex('complaints_status').on('complaints').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('complaints_seller').on('complaints').columns(['seller_id', 'created_at']).execute();

  await db.schema
    .createTable('complaint_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('staff', 'customer')`))
    .addColumn('author_id', 'text')
    .addColumn('author_email', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaint_messages_thread').on('complaint_messages').columns(['complaint_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['complaint_messages', 'complaints']);
}
