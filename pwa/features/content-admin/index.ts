// The public site's content in the back-office: one set of screens for every
// content type, driven by shared/contentAdmin.ts.
export { ContentFormPage } from './ContentFormPage';
export { ContentListPage } from './ContentListPage';
export { ContentTypesPage } from './ContentTypesPage';
export { ContentViewPage } from './ContentViewPage';
export { ContentTypeRoute } from './ContentTypeRoute';
export { EnquiriesPage } from './EnquiriesPage';
