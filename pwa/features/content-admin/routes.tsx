import type { RouteObject } from 'react-router-dom';
import { lazyComponent, lazyElement } from '../../ui/lazyRoute';
import { guarded } from '../../session/guards';

const screens = () => import('./index');

// Under /:lang/admin/content: the overview, then list/new/view/edit per type
// (`:type` is the type's path, e.g. general-assembly). The type table stays in
// the lazy chunk: nothing of it loads with the router. Each screen needs the
// operation it calls (shared/access).
export const contentAdminRoutes: RouteObject[] = [
  guarded({ op: 'contentAdminList' }, { path: 'content', lazy: lazyComponent(screens, 'ContentTypesPage') }),
  guarded({ op: 'contactFormList' }, { path: 'enquiries', lazy: lazyComponent(screens, 'EnquiriesPage') }),
  guarded({ op: 'contentAdminList' }, { path: 'content/:type', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="list" />) }),
  guarded(
    { op: 'contentAdminCreate' },
    { path: 'content/:type/new', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="form" />) },
  ),
  guarded(
    { op: 'contentAdminFind' },
    { path: 'content/:type/:id', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="view" />) },
  ),
  guarded(
    { op: 'contentAdminUpdate' },
    { path: 'content/:type/:id/edit', lazy: lazyElement(screens, (m) => <m.ContentTypeRoute screen="form" />) },
  ),
];
