// The database as Kysely sees it: one interface per table, grouped by the
// module that owns the table. A module adds its tables here and a migration.
import type { AuditTables } from '../modules/audit/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { CatalogTables } from '../modules/catalog/tables';
import type { ComplaintTables } from '../modules/complaints/tables';
import type { ContentTables } from '../modules/content/tables';
import type { GeoTables } from '../modules/geo/tables';
import type { ItemTables } from '../modules/items/tables';
import type { MailTables } from '../modules/mail/tables';
import type { MemberTables } from '../modules/members/tables';
import type { OfferTables } from '../modules/offers/tables';
import type { SellerTables } from '../modules/sellers/tables';
import type { SettingsTables } from '../modules/settings/tables';
import type { SyncTables } from '../modules/sync/tables';
import type { MetaTables } from './meta';
import type { DashboardTables } from '../modules/dashboard/tables';
import type { RateLimitTables } from '../lib/rateLimit';

export interface Database
  extends
    MetaTables,
    AuthTables,
    AuditTables,
    MailTables,
    SettingsTables,
    ComplaintTables,
    OfferTables,
    CatalogTables,
    GeoTables,
    SellerTables,
    ItemTables,
    SyncTables,
    ContentTables,
    DashboardTables,
    MemberTables,
    RateLimitTables {}
