import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { authRoutes, identityAdminRoutes, IDENTITY_PATHS } from '../features/auth/routes';
import { RequireBackoffice, RequirePermission } from '../features/auth/guards';
import { publicRoutes } from '../features/public/routes';
import { contentAdminRoutes } from '../features/content-admin/routes';
import { BACKOFFICE_MENU, CATALOG_PATHS } from './layouts/backofficeMenu';
import { PublicLayout } from './layouts/PublicLayout';
import { LanguageGate, RedirectToLanguage, useLanguage } from './language';
import { lazyComponent, lazyElement, withTimeout } from './lazyRoute';
import { RouteError } from './RouteError';

// Operations screens (settings, complaints, offers).
const operationsRoutes: RouteObject[] = [
  { path: 'settings', lazy: lazyComponent(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: 'complaints', lazy: lazyComponent(() => import('../features/complaints/ComplaintsListPage'), 'ComplaintsListPage') },
  { path: 'complaints/:id', lazy: lazyComponent(() => import('../features/complaints/ComplaintViewPage'), 'ComplaintViewPage') },
  { path: 'offers', lazy: lazyComponent(() => import('../features/offers/OffersListPage'), 'OffersListPage') },
  { path: 'offers/new', lazy: lazyComponent(() => import('../features/offers/OfferFormPage'), 'OfferFormPage') },
  { path: 'offers/:id/edit', lazy: lazyComponent(() => import('../features/offers/OfferFormPage'), 'OfferFormPage') },
];

// Home, Dashboard and the totals screens (issue 6).
const dashboard = () => import('../features/dashboard');
const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyComponent(dashboard, 'DashboardPage') },
  { path: 'total-warehouse', lazy: lazyComponent(dashboard, 'TotalWarehousePage') },
  { path: 'total-inventory', lazy: lazyComponent(dashboard, 'TotalInventoryPage') },
  { path: 'total-exportation', lazy: lazyComponent(dashboard, 'TotalExportationPage') },
];

// Back-office screens not built yet show a plain placeholder; each area's work
// replaces its entries with real routes.
const operations = () => import('../features/operations');
const backofficeScreens: RouteObject[] = [
  { path: 'exportation', lazy: lazyComponent(operations, 'ExportationPage') },
  { path: 'activation', lazy: lazyComponent(operations, 'ActivationPage') },
  { path: 'restore', lazy: lazyComponent(operations, 'RestorePage') },
  { path: 'factory', lazy: lazyComponent(operations, 'FactoryExportPage') },
  { path: 'barcode', lazy: lazyComponent(() => import('../features/labels/BarcodePage'), 'BarcodePage') },
];

/** A screen whose path is in the menu needs the menu entry's permission (else /403). */
function guardedByMenu(route: RouteObject): RouteObject {
  const top = route.path?.split('/')[0];
  const permission = BACKOFFICE_MENU.flatMap((group) => group.entries).find((entry) => entry.path === top)?.permission;
  if (!permission || !route.lazy || typeof route.lazy !== 'function') return route;
  const load = route.lazy;
  return {
    ...route,
    lazy: async () => {
      const loaded = (await load()) as { Component?: React.ComponentType; element?: React.ReactNode };
      const Screen = loaded.Component;
      const screen = Screen ? <Screen /> : loaded.element;
      return { element: <RequirePermission permission={permission}>{screen}</RequirePermission> };
    },
  };
}

// Catalog screens: the same components for the three kinds, told apart by a prop.
const catalog = () => import('../features/catalog');
const catalogRoutes: RouteObject[] = (['product', 'sparePart', 'accessory'] as const).flatMap((kind) => {
  const path = CATALOG_PATHS[kind];
  return [
    { path, lazy: lazyElement(catalog, (m) => <m.CatalogListPage kind={kind} />) },
    { path: `${path}/new`, lazy: lazyElement(catalog, (m) => <m.CatalogFormPage kind={kind} />) },
    { path: `${path}/import`, lazy: lazyElement(catalog, (m) => <m.CatalogImportPage kind={kind} />) },
    { path: `${path}/:id`, lazy: lazyElement(catalog, (m) => <m.CatalogViewPage kind={kind} />) },
    { path: `${path}/:id/edit`, lazy: lazyElement(catalog, (m) => <m.CatalogFormPage kind={kind} />) },
  ];
});

// Branches and distributors: the same screens, told apart by the seller type.
const sellers = () => import('../features/sellers');
const sellerRoutes: RouteObject[] = (['branch', 'distributor'] as const).flatMap((type) => {
  const path = type === 'branch' ? 'branches' : 'distributors';
  return [
    { path, lazy: lazyElement(sellers, (m) => <m.SellersListPage type={type} />) },
    { path: `${path}/new`, lazy: lazyElement(sellers, (m) => <m.SellerWizardPage type={type} />) },
    { path: `${path}/:id`, lazy: lazyElement(sellers, (m) => <m.SellerViewPage type={type} />) },
    { path: `${path}/:id/edit`, lazy: lazyElement(sellers, (m) => <m.SellerWizardPage type={type} />) },
  ];
});

// Governorates, cities and regions: the same screens, told apart by level.
const geo = () => import('../features/geo');
const geoRoutes: RouteObject[] = (['governorate', 'city', 'region'] as const).flatMap((level) => {
  const path = { governorate: 'governorates', city: 'cities', region: 'regions' }[level];
  return [
    { path, lazy: lazyElement(geo, (m) => <m.GeoListPage level={level} />) },
    { path: `${path}/new`, lazy: lazyElement(geo, (m) => <m.GeoFormPage level={level} />) },
    { path: `${path}/:id/edit`, lazy: lazyElement(geo, (m) => <m.GeoFormPage level={level} />) },
  ];
});

const items = () => import('../features/items');
const itemsScreens: RouteObject[] = [
  ...catalogRoutes,
  { path: 'items', lazy: lazyComponent(items, 'ItemsListPage') },
  { path: 'items/import', lazy: lazyComponent(items, 'ItemImportPage') },
  { path: 'items/:serial', lazy: lazyComponent(items, 'ItemViewPage') },
  { path: 'factory/batches', lazy: lazyComponent(items, 'FactoryBatchPage') },
  { path: 'activation/records', lazy: lazyComponent(items, 'ActivationRecordsPage') },
  ...sellerRoutes,
  ...geoRoutes,
];

// Paths that have real screens are not given a placeholder.
const builtSections = new Set([...backofficeScreens, ...operationsRoutes, ...dashboardRoutes, ...itemsScreens, ...contentAdminRoutes].map((route) => route.path));

const backofficeSections: RouteObject[] = BACKOFFICE_MENU.flatMap((group) => group.entries)
  .filter((entry) => entry.path !== '' && !builtSections.has(entry.path) && !IDENTITY_PATHS.has(entry.path))
  .map((entry) => ({
    path: entry.path,
    lazy: async () => {
      const { SectionPlaceholderPage } = await withTimeout(import('../features/backoffice/SectionPlaceholderPage'));
      const page = <SectionPlaceholderPage sectionKey={`nav.${entry.key}`} />;
      return { element: entry.permission ? <RequirePermission permission={entry.permission}>{page}</RequirePermission> : page };
    },
  }));

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
          { path: 'w/:serial', lazy: lazyComponent(() => import('../features/warranty/WarrantyPage'), 'WarrantyPage') },
          { path: '403', element: <ErrorPage code={403} /> },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
        ],
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
              { index: true, lazy: lazyComponent(dashboard, 'HomePage') },
              ...[...dashboardRoutes, ...backofficeScreens, ...operationsRoutes, ...itemsScreens, ...contentAdminRoutes].map(guardedByMenu),
              ...backofficeSections,
              ...identityAdminRoutes,
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
