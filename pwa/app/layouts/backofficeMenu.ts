// The back-office side menu of spec §2, grouped. Paths are under /:lang/admin.
// `permission` (added by the identity work) hides an entry the user cannot open.
export interface MenuEntry {
  key: string;
  path: string;
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
      { key: 'database', path: 'items' },
      { key: 'products', path: 'products' },
      { key: 'spareParts', path: 'spare-parts' },
      { key: 'accessories', path: 'accessories' },
      { key: 'factoryBatches', path: 'factory/batches' },
      { key: 'factory', path: 'factory' },
      { key: 'importation', path: 'importation' },
      { key: 'exportation', path: 'exportation' },
      { key: 'restoreItems', path: 'restore' },
      { key: 'activation', path: 'activation' },
      { key: 'activationRecords', path: 'activation/records' },
      { key: 'barcode', path: 'barcode' },
    ],
  },
  { key: 'outlets', entries: [{ key: 'branches', path: 'branches' }, { key: 'distributors', path: 'distributors' }, { key: 'complaints', path: 'complaints' }, { key: 'offers', path: 'offers' }] },
  {
    key: 'people',
    entries: [
      { key: 'users', path: 'iam' },
      { key: 'administrators', path: 'iam/administrators' },
      { key: 'clients', path: 'iam/clients' },
    ],
  },
  { key: 'geography', entries: [{ key: 'governorates', path: 'governorates' }, { key: 'cities', path: 'cities' }, { key: 'regions', path: 'regions' }] },
  {
    key: 'reports',
    entries: [
      { key: 'totalWarehouse', path: 'total-warehouse' },
      { key: 'totalInventory', path: 'total-inventory' },
      { key: 'totalExportation', path: 'total-exportation' },
    ],
  },
  { key: 'system', entries: [{ key: 'settings', path: 'settings' }, { key: 'auditLogs', path: 'audit-logs' }, { key: 'myProfile', path: 'profile' }] },
];

/** Route segments of the catalog kinds (menu entries above, screens in features/catalog). */
export const CATALOG_PATHS = { product: 'products', sparePart: 'spare-parts', accessory: 'accessories' } as const;
