// The database as Kysely sees it: one interface per table, grouped by the
// module that owns the table. A module adds its tables here and a migration.
import type { ContentTables } from '../modules/content/tables';
import type { MetaTables } from './meta';

export interface Database extends MetaTables, ContentTables {}
