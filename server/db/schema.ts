// The database as Kysely sees it: one interface per table, grouped by the
// module that owns the table. A module adds its tables here and a migration.
import type { AuditTables } from './tables/audit';
import type { AuthTables } from './tables/auth';
import type { CatalogTables } from './tables/catalog';
import type { ClaimTables } from './tables/claims';
import type { ComplaintTables } from './tables/complaints';
import type { ContentTables } from './tables/content';
import type { GeoTables } from './tables/geo';
import type { ItemTables } from './tables/items';
import type { MailTables } from './tables/mail';
import type { MemberTables } from './tables/members';
import type { OfferTables } from './tables/offers';
import type { SellerTables } from './tables/sellers';
import type { SettingsTables } from './tables/settings';
import type { SyncTables } from './tables/sync';
import type { MetaTables } from './meta';
import type { DashboardTables } from './tables/dashboard';
import type { RateLimitTables } from './rateLimit';

export interface Database
  extends
    MetaTables,
    AuthTables,
    AuditTables,
    MailTables,
    SettingsTables,
    ComplaintTables,
    ClaimTables,
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
