import { sql, type Kysely } from 'kysely';
import { auditColumns, dropTables } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('avatars', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('admin')
        .check(sql`user_type in ('admin', 'seller', 'client')`),
    )
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(auditColumns)
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.createIndex('users_user_type').on('users').columns(['user_type', 'created_at']).execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema.createIndex('user_roles_role').on('user_roles').columns(['role', 'user_id']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('persistent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity_name', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('values', 'text')
    .addColumn('created_by_id', 'text')
    .addColumn('created_by_email', 'text')
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_timestamp').on('audit_logs').column('timestamp').execute();
  await db.schema.createIndex('audit_logs_entity').on('audit_logs').columns(['entity_name', 'timestamp']).execute();
  await db.schema.createIndex('audit_logs_entity_id').on('audit_logs').columns(['entity_id', 'timestamp']).execute();
  await db.schema.createIndex('audit_logs_created_by').on('audit_logs').columns(['created_by_email', 'timestamp']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['audit_logs', 'refresh_tokens', 'user_roles', 'users']);
}
