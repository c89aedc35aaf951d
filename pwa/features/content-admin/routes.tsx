import type { RouteObject } from 'react-router-dom';
import { lazyComponent, lazyElement } from '../../app/lazyRoute';
import { RequirePermission } from '../auth/guards';

const screens = () => import('./index');

// Under /:lang/admin/content: the overview, then list/new/view/edit per type
// (`:type` is the type's path, e.g. general-assembly). The type table stays in
// the lazy chunk: nothing of it loads with the router. Reading needs
// contentRead (the menu entry's guard); new and edit the permission they save with.
export const contentAdminRoutes: RouteObject[] = [
  { path: 'content', lazy: lazyComponent(screens, 'ContentTypesPage') },
  { path: 'content/:type', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="list" />) },
  { path: 'content/:type/new', lazy: lazyElement(screens, (m) => <RequirePermission permission="contentCreate"><m.ContentTypeRoute screen="form" /></RequirePermission>) },
  { path: 'content/:type/:id', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="view" />) },
  { path: 'content/:type/:id/edit', lazy: lazyElement(screens, (m) => <RequirePermission permission="contentEdit"><m.ContentTypeRoute screen="form" /></RequirePermission>) },
];
