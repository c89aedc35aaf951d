import { sql, type Kysely } from 'kysely';
import { dropTables, timestamps } from './columns';

// Club members (public-site sign-in): the people on each membership and the
// phone codes that sign them in. Identity range (0002–0019).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull().check(sql`relation in ('member', 'spouse', 'child')`))
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('member_identities_member').on('member_identities').columns(['member_id', 'position']).execute();

  await db.schema
    .createTable('member_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identity_id', 'text', (c) => c.notNull().references('member_identities.id').onDelete('cascade'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('registration', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('member_codes_identity').on('member_codes').columns(['identity_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['member_codes', 'member_identities']);
}
