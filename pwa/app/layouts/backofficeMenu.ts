import type { Permission } from '../../../shared/permissions';

// The back-office side menu of spec §2, grouped. Paths are under /:lang/admin.
// `permission` hides an entry the user cannot open (none: every signed-in user
// with a role). Areas without their own permission use the nearest one
// (docs/decisions.md).
export interface MenuEntry {
  key: string;
  path: string;
  permission?: Permission;
}

export interface MenuGroup {
  key: string;
  entries: MenuEntry[];
}

export const BACKOFFICE_MENU: MenuGroup[] = [
  { key: 'overview', entries: [{ key: 'home', path: '' }, { key: 'dashboard', path: 'dashboard' }] },
  {
    key: 'items',
    entries: [
      { key: 'database', path: 'items', permission: 'productRead' },
      { key: 'products', path: 'products', permission: 'productRead' },
      { key: 'spareParts', path: 'spare-parts', permission: 'sparePartRead' },
      { key: 'accessories', path: 'accessories', permission: 'accessoryRead' },
      { key: 'factoryBatches', path: 'factory/batches', permission: 'importerRead' },
      { key: 'factory', path: 'factory', permission: 'importerRead' },
      { key: 'importation', path: 'importation', permission: 'importerRead' },
      { key: 'exportation', path: 'exportation', permission: 'exportRead' },
      { key: 'restoreItems', path: 'restore', permission: 'exportEdit' },
      { key: 'activation', path: 'activation', permission: 'activationRead' },
      { key: 'activationRecords', path: 'activation/records', permission: 'activationRead' },
      { key: 'barcode', path: 'barcode', permission: 'settingsEdit' },
    ],
  },
  { key: 'outlets', entries: [{ key: 'branches', path: 'branches', permission: 'branchRead' }, { key: 'distributors', path: 'distributors', permission: 'sellerRead' }, { key: 'complaints', path: 'complaints', permission: 'complaintRead' }, { key: 'offers', path: 'offers', permission: 'contentRead' }, { key: 'siteContent', path: 'content', permission: 'contentRead' }] },
  {
    key: 'people',
    entries: [
      { key: 'users', path: 'iam', permission: 'iamRead' },
      { key: 'administrators', path: 'iam/administrators', permission: 'iamRead' },
      { key: 'clients', path: 'iam/clients', permission: 'iamRead' },
    ],
  },
  { key: 'geography', entries: [{ key: 'governorates', path: 'governorates' }, { key: 'cities', path: 'cities' }, { key: 'regions', path: 'regions' }] },
  {
    key: 'reports',
    entries: [
      { key: 'totalWarehouse', path: 'total-warehouse', permission: 'productRead' },
      { key: 'totalInventory', path: 'total-inventory', permission: 'productRead' },
      { key: 'totalExportation', path: 'total-exportation', permission: 'exportRead' },
    ],
  },
  { key: 'system', entries: [{ key: 'settings', path: 'settings', permission: 'settingsEdit' }, { key: 'auditLogs', path: 'audit-logs', permission: 'auditLogRead' }, { key: 'myProfile', path: 'profile' }] },
];

/** Route segments of the catalog kinds (menu entries above, screens in features/catalog). */
export const CATALOG_PATHS = { product: 'products', sparePart: 'spare-parts', accessory: 'accessories' } as const;
