// The database as Kysely sees it: one interface per table, grouped by the
// module that owns the table. A module adds its tables here and a migration.
import type { AuditTables } from '../modules/audit/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { MetaTables } from './meta';
import type { CatalogTables } from '../modules/catalog/tables';
import type { GeoTables } from '../modules/geo/tables';
import type { ItemTables } from '../modules/items/tables';
import type { SellerTables } from '../modules/sellers/tables';
import type { SyncTables } from '../modules/sync/tables';

export interface Database extends MetaTables, AuthTables, AuditTables,
  CatalogTables, GeoTables, SellerTables, ItemTables, SyncTables {}
