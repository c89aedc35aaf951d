// Products, spare parts and accessories: one set of screens parametrised by kind.
export { CatalogFormPage } from './CatalogFormPage';
export { CatalogListPage } from './CatalogListPage';
export { CatalogViewPage } from './CatalogViewPage';
export { CATALOG_KINDS } from './kinds';
