import type { Caller } from '../../shared/access/contract';
import { mayOpen, type ScreenAccess } from './access';

// The back-office side menu of spec §2, grouped. Paths are under /:lang/admin.
// `access` names what the screen calls (shared/access): the entry shows, and
// its route opens, only when the account may call it; the router guards the
// same path with the same access, so a shown entry never answers 403.
export interface MenuEntry {
  key: string;
  path: string;
  access: ScreenAccess;
}

export interface MenuGroup {
  key: string;
  entries: MenuEntry[];
}

export const BACKOFFICE_MENU: MenuGroup[] = [
  {
    key: 'overview',
    entries: [
      { key: 'home', path: '', access: { op: 'dashboard' } },
      { key: 'dashboard', path: 'dashboard', access: { op: 'dashboard' } },
    ],
  },
  {
    key: 'items',
    entries: [
      { key: 'activation', path: 'activation', access: { action: 'activate' } },
      { key: 'exportation', path: 'exportation', access: { action: 'export' } },
      { key: 'restoreItems', path: 'restore', access: { action: 'restore' } },
      { key: 'factory', path: 'factory', access: { action: 'factoryExport' } },
      { key: 'database', path: 'items', access: { op: 'itemList' } },
      { key: 'products', path: 'products', access: { op: 'productList' } },
      { key: 'spareParts', path: 'spare-parts', access: { op: 'sparePartList' } },
      { key: 'accessories', path: 'accessories', access: { op: 'accessoryList' } },
      { key: 'factoryBatches', path: 'factory/batches', access: { op: 'itemFactoryCreate' } },
      { key: 'importation', path: 'importation', access: { op: 'itemList', permission: 'importerRead' } },
      { key: 'activationRecords', path: 'activation/records', access: { op: 'activationRecordList' } },
      { key: 'barcode', path: 'barcode', access: { op: 'labelSettings' } },
    ],
  },
  {
    key: 'outlets',
    entries: [
      { key: 'branches', path: 'branches', access: { op: 'sellerList', permission: 'branchRead' } },
      { key: 'distributors', path: 'distributors', access: { op: 'sellerList', permission: 'sellerRead' } },
      { key: 'complaints', path: 'complaints', access: { op: 'complaintList' } },
      { key: 'offers', path: 'offers', access: { op: 'offerList' } },
      { key: 'siteContent', path: 'content', access: { op: 'contentAdminList' } },
      { key: 'enquiries', path: 'enquiries', access: { op: 'contactFormList' } },
    ],
  },
  {
    key: 'people',
    entries: [
      { key: 'users', path: 'iam', access: { op: 'iamListUsers' } },
      { key: 'administrators', path: 'iam/administrators', access: { op: 'iamListUsers' } },
      { key: 'clients', path: 'iam/clients', access: { op: 'iamListUsers' } },
    ],
  },
  {
    key: 'geography',
    // Places are the outlets' reference data: shown to whoever reads outlets.
    entries: [
      { key: 'governorates', path: 'governorates', access: { op: 'sellerList' } },
      { key: 'cities', path: 'cities', access: { op: 'sellerList' } },
      { key: 'regions', path: 'regions', access: { op: 'sellerList' } },
    ],
  },
  {
    key: 'reports',
    entries: [
      { key: 'totalWarehouse', path: 'total-warehouse', access: { op: 'totalWarehouse' } },
      { key: 'totalInventory', path: 'total-inventory', access: { op: 'totalInventory' } },
      { key: 'totalExportation', path: 'total-exportation', access: { op: 'totalExportation' } },
    ],
  },
  {
    key: 'system',
    entries: [
      { key: 'settings', path: 'settings', access: { op: 'settingsFind' } },
      { key: 'auditLogs', path: 'audit-logs', access: { op: 'auditLogList' } },
      { key: 'myProfile', path: 'profile', access: {} },
    ],
  },
];

export const MENU_ENTRIES: MenuEntry[] = BACKOFFICE_MENU.flatMap((group) => group.entries);

/** The menu as one account sees it: entries it may open, groups left empty dropped. */
export function menuFor(caller: Caller | null): MenuGroup[] {
  return BACKOFFICE_MENU.map((group) => ({ ...group, entries: group.entries.filter((entry) => mayOpen(caller, entry.access)) })).filter(
    (group) => group.entries.length,
  );
}

/**
 * Where an account lands after signing in: the overview when it may read it,
 * else the first scan screen it works with (a seller: activation), else its
 * first menu entry. Paths are under /admin.
 */
export function landingOf(caller: Caller | null): string {
  // The address first: what a new account can do itself comes before what waits on an admin.
  if (caller && !caller.emailVerified) return '/auth/email-unverified';
  if (!caller?.roles.length) return '/auth/pending-permissions';
  const first = menuFor(caller)[0]?.entries[0];
  return `/admin${first?.path ? `/${first.path}` : ''}`;
}

/** Route segments of the catalog kinds (menu entries above, screens in features/catalog). */
export const CATALOG_PATHS = { product: 'products', sparePart: 'spare-parts', accessory: 'accessories' } as const;
