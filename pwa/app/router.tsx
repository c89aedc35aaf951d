import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { publicRoutes } from '../features/public/routes';
import { BACKOFFICE_MENU } from './layouts/backofficeMenu';
import { PublicLayout } from './layouts/PublicLayout';
import { LanguageGate, RedirectToLanguage, useLanguage } from './language';
import { lazyComponent, withTimeout } from './lazyRoute';
import { RouteError } from './RouteError';

// Back-office screens not built yet show a plain placeholder; each area's work
// replaces its entries with real routes.
const backofficeSections: RouteObject[] = BACKOFFICE_MENU.flatMap((group) => group.entries)
  .filter((entry) => entry.path !== '')
  .map((entry) => ({
    path: entry.path,
    lazy: async () => {
      const { SectionPlaceholderPage } = await withTimeout(import('../features/backoffice/SectionPlaceholderPage'));
      return { element: <SectionPlaceholderPage sectionKey={`nav.${entry.key}`} /> };
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
          { path: '403', element: <ErrorPage code={403} /> },
          { path: '404', element: <ErrorPage code={404} /> },
          { path: '500', element: <ErrorPage code={500} /> },
        ],
      },
      {
        path: 'admin',
        lazy: lazyComponent(() => import('./layouts/BackofficeLayout'), 'BackofficeLayout'),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyComponent(() => import('../features/backoffice/BackofficeHomePage'), 'BackofficeHomePage') },
          ...backofficeSections,
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
