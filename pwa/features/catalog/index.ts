// Products, spare parts and accessories: one set of screens parametrised by kind.
export { CatalogFormPage } from './CatalogFormPage';
export { CatalogImportPage } from './CatalogImportPage';
export { CatalogListPage } from './CatalogListPage';
export { CatalogViewPage } from './CatalogViewPage';
export { CATALOG_KINDS } from './kinds';
