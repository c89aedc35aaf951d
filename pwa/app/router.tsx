import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { authRoutes, identityAdminRoutes } from './identityRoutes';
import { guarded, RequireAccess, RequireBackoffice } from '../session/guards';
import { publicRoutes } from '../features/public/routes';
import { contentAdminRoutes } from '../features/content-admin/routes';
import { CATALOG_PATHS, MENU_ENTRIES } from '../session/backofficeMenu';
import { PublicLayout } from './layouts/PublicLayout';
import { LanguageGate, RedirectToLanguage, useLanguage } from '../ui/language';
import { lazyComponent, lazyElement, withTimeout } from '../ui/lazyRoute';
import { RouteError } from './RouteError';

// Every back-office screen with what it calls (shared/access via
// session/access.ts): a route the account may not open answers /403,
// and the menu shows the same entries by the same rule (session/backofficeMenu.ts).

const operationsRoutes: RouteObject[] = [
  guarded(
    { op: 'settingsFind' },
    { path: 'settings', lazy: lazyComponent(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  ),
  guarded(
    { op: 'complaintList' },
    { path: 'complaints', lazy: lazyComponent(() => import('../features/complaints/ComplaintsListPage'), 'ComplaintsListPage') },
  ),
  guarded(
    { op: 'complaintRecord' },
    { path: 'complaints/new', lazy: lazyComponent(() => import('../features/complaints/ComplaintRecordPage'), 'ComplaintRecordPage') },
  ),
  guarded(
    { op: 'complaintFind' },
    { path: 'complaints/:id', lazy: lazyComponent(() => import('../features/complaints/ComplaintViewPage'), 'ComplaintViewPage') },
  ),
  guarded(
    { op: 'offerList' },
    { path: 'offers', lazy: lazyComponent(() => import('../features/offers/OffersListPage'), 'OffersListPage') },
  ),
  guarded(
    { op: 'offerCreate' },
    { path: 'offers/new', lazy: lazyComponent(() => import('../features/offers/OfferFormPage'), 'OfferFormPage') },
  ),
  guarded(
    { op: 'offerUpdate' },
    { path: 'offers/:id/edit', lazy: lazyComponent(() => import('../features/offers/OfferFormPage'), 'OfferFormPage') },
  ),
  guarded(
    { op: 'offerFind' },
    { path: 'offers/:id', lazy: lazyComponent(() => import('../features/offers/OfferViewPage'), 'OfferViewPage') },
  ),
];

// Home, Dashboard and the totals screens.
const dashboard = () => import('../features/dashboard');
const dashboardRoutes: RouteObject[] = [
  guarded({ op: 'dashboard' }, { path: 'dashboard', lazy: lazyComponent(dashboard, 'DashboardPage') }),
  guarded({ op: 'totalWarehouse' }, { path: 'total-warehouse', lazy: lazyComponent(dashboard, 'TotalWarehousePage') }),
  guarded({ op: 'totalInventory' }, { path: 'total-inventory', lazy: lazyComponent(dashboard, 'TotalInventoryPage') }),
  guarded({ op: 'totalExportation' }, { path: 'total-exportation', lazy: lazyComponent(dashboard, 'TotalExportationPage') }),
];

// The scan screens: each queues one type of offline action. Each screen is its own chunk, so that opening one loads
// only its own parts (the sale screen has no outlet picker); the service worker precaches them all (vite.config.ts).
const scanConfirm = () => import('../features/operations/ScanConfirmPage');
const scanScreens: RouteObject[] = [
  guarded(
    { action: 'export' },
    { path: 'exportation', lazy: lazyComponent(() => import('../features/operations/ExportationPage'), 'ExportationPage') },
  ),
  guarded(
    { action: 'activate' },
    { path: 'activation', lazy: lazyComponent(() => import('../features/operations/ActivationPage'), 'ActivationPage') },
  ),
  guarded({ action: 'restore' }, { path: 'restore', lazy: lazyComponent(scanConfirm, 'RestorePage') }),
  // Every back-office account has an outbox on its device: the header's sync status opens it.
  { path: 'outbox', lazy: lazyComponent(() => import('../features/operations/OutboxPage'), 'OutboxPage') },
  guarded({ action: 'factoryExport' }, { path: 'factory', lazy: lazyComponent(scanConfirm, 'FactoryExportPage') }),
  guarded({ op: 'labelSettings' }, { path: 'barcode', lazy: lazyComponent(() => import('../features/labels/BarcodePage'), 'BarcodePage') }),
];

// Catalog screens: the same components for the three kinds, told apart by a prop.
const catalog = () => import('../features/catalog');
const catalogRoutes: RouteObject[] = (['product', 'sparePart', 'accessory'] as const).flatMap((kind) => {
  const path = CATALOG_PATHS[kind];
  return [
    guarded({ op: `${kind}List` }, { path, lazy: lazyElement(catalog, (m) => <m.CatalogListPage kind={kind} />) }),
    guarded({ op: `${kind}Create` }, { path: `${path}/new`, lazy: lazyElement(catalog, (m) => <m.CatalogFormPage kind={kind} />) }),
    guarded({ op: `${kind}Import` }, { path: `${path}/import`, lazy: lazyElement(catalog, (m) => <m.CatalogImportPage kind={kind} />) }),
    guarded({ op: `${kind}Find` }, { path: `${path}/:id`, lazy: lazyElement(catalog, (m) => <m.CatalogViewPage kind={kind} />) }),
    guarded({ op: `${kind}Update` }, { path: `${path}/:id/edit`, lazy: lazyElement(catalog, (m) => <m.CatalogFormPage kind={kind} />) }),
  ];
});

// Branches and distributors: the same screens, told apart by the seller type
// (branches answer to the branch permissions, distributors to the seller ones).
const sellers = () => import('../features/sellers');
const sellerRoutes: RouteObject[] = (['branch', 'distributor'] as const).flatMap((type) => {
  const path = type === 'branch' ? 'branches' : 'distributors';
  const p = type === 'branch' ? 'branch' : 'seller';
  return [
    guarded({ op: 'sellerList', permission: `${p}Read` }, { path, lazy: lazyElement(sellers, (m) => <m.SellersListPage type={type} />) }),
    guarded(
      { op: 'sellerCreate', permission: `${p}Create` },
      { path: `${path}/new`, lazy: lazyElement(sellers, (m) => <m.SellerWizardPage type={type} />) },
    ),
    guarded(
      { op: 'sellerFind', permission: `${p}Read` },
      { path: `${path}/:id`, lazy: lazyElement(sellers, (m) => <m.SellerViewPage type={type} />) },
    ),
    guarded(
      { op: 'sellerUpdate', permission: `${p}Edit` },
      { path: `${path}/:id/edit`, lazy: lazyElement(sellers, (m) => <m.SellerWizardPage type={type} />) },
    ),
  ];
});

// Governorates, cities and regions: the same screens, told apart by level.
const geo = () => import('../features/geo');
const geoRoutes: RouteObject[] = (['governorate', 'city', 'region'] as const).flatMap((level) => {
  const path = { governorate: 'governorates', city: 'cities', region: 'regions' }[level];
  return [
    guarded({ op: 'sellerList' }, { path, lazy: lazyElement(geo, (m) => <m.GeoListPage level={level} />) }),
    guarded({ op: `${level}Create` }, { path: `${path}/new`, lazy: lazyElement(geo, (m) => <m.GeoFormPage level={level} />) }),
    guarded({ op: `${level}Update` }, { path: `${path}/:id/edit`, lazy: lazyElement(geo, (m) => <m.GeoFormPage level={level} />) }),
    guarded({ op: 'sellerList' }, { path: `${path}/:id`, lazy: lazyElement(geo, (m) => <m.GeoViewPage level={level} />) }),
  ];
});

const items = () => import('../features/items');
const itemsScreens: RouteObject[] = [
  ...catalogRoutes,
  guarded({ op: 'itemList' }, { path: 'items', lazy: lazyComponent(items, 'ItemsListPage') }),
  guarded({ op: 'itemImport' }, { path: 'items/import', lazy: lazyComponent(items, 'ItemImportPage') }),
  guarded({ op: 'itemFind' }, { path: 'items/:serial', lazy: lazyComponent(items, 'ItemViewPage') }),
  guarded(
    { op: 'certificateSettings' },
    {
      path: 'items/:serial/certificate',
      lazy: lazyComponent(() => import('../features/labels/WarrantyCertificatePage'), 'WarrantyCertificatePage'),
    },
  ),
  guarded({ op: 'itemFactoryCreate' }, { path: 'factory/batches', lazy: lazyComponent(items, 'FactoryBatchPage') }),
  guarded({ op: 'itemList', permission: 'importerRead' }, { path: 'importation', lazy: lazyComponent(items, 'ImportationPage') }),
  // Its own chunk, which the service worker precaches: an outlet's screen, used offline (vite.config.ts).
  guarded(
    { op: 'activationRecordList' },
    {
      path: 'activation/records',
      lazy: lazyComponent(() => import('../features/items/ActivationRecordsPage'), 'ActivationRecordsPage'),
    },
  ),
  ...sellerRoutes,
  ...geoRoutes,
];

const screens = [...dashboardRoutes, ...scanScreens, ...operationsRoutes, ...itemsScreens, ...contentAdminRoutes, ...identityAdminRoutes];

/** The path of a route, or of the one route a guard wraps. */
const pathOf = (route: RouteObject): string | undefined => route.path ?? route.children?.[0]?.path;

// Menu entries without a screen yet show a plain placeholder (behind the entry's own access).
const builtSections = new Set(screens.map(pathOf));
const backofficeSections: RouteObject[] = MENU_ENTRIES.filter((entry) => entry.path !== '' && !builtSections.has(entry.path)).map((entry) =>
  guarded(entry.access, {
    path: entry.path,
    lazy: async () => {
      const { SectionPlaceholderPage } = await withTimeout(import('../features/backoffice/SectionPlaceholderPage'));
      return { element: <SectionPlaceholderPage sectionKey={`nav.${entry.key}`} /> };
    },
  }),
);

/** Unknown paths land on /404 under the current language prefix. */
function NotFound() {
  const language = useLanguage();
  return <Navigate to={`/${language}/404`} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <RedirectToLanguage /> },
  {
    path: '/:lang',
    element: <LanguageGate />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { path: 'coming-soon', lazy: lazyComponent(() => import('../features/public/ComingSoonPage'), 'ComingSoonPage') },
          { path: '403', element: <ErrorPage code={403} /> },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
        ],
      },
      {
        // The customer's warranty page wears the equipment brand, not the club's site.
        lazy: lazyComponent(() => import('./layouts/BrandLayout'), 'BrandLayout'),
        errorElement: <RouteError />,
        children: [{ path: 'w/:serial', lazy: lazyComponent(() => import('../features/warranty/WarrantyPage'), 'WarrantyPage') }],
      },
      ...authRoutes,
      {
        path: 'admin',
        element: <RequireBackoffice />,
        errorElement: <RouteError />,
        children: [
          {
            lazy: lazyComponent(() => import('./layouts/BackofficeLayout'), 'BackofficeLayout'),
            children: [
              {
                // A screen's error shows inside the layout: the menu and the sync status stay (a seller offline
                // keeps the way to the outbox).
                errorElement: <RouteError />,
                children: [
                  // The home is the overview; an account that may not read it goes to its own first screen.
                  {
                    index: true,
                    lazy: lazyElement(dashboard, (m) => (
                      <RequireAccess access={{ op: 'dashboard' }} elseLanding>
                        <m.HomePage />
                      </RequireAccess>
                    )),
                  },
                  ...screens,
                  ...backofficeSections,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
