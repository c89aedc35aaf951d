// The database as Kysely sees it: one interface per table, grouped by the
// module that owns the table. A module adds its tables here and a migration.
import type { AuditTables } from '../modules/audit/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { MailTables } from '../modules/mail/tables';
import type { MetaTables } from './meta';

export interface Database extends MetaTables, AuthTables, AuditTables, MailTables {}
