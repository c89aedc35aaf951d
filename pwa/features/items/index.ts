// The items database, an item's timeline and the factory stage (online, server-paged). Activation records
// (ActivationRecordsPage) load on their own from the router: the service worker precaches that screen alone.
export { FactoryBatchPage } from './FactoryBatchPage';
export { ImportationPage } from './ImportationPage';
export { ItemImportPage } from './ItemImportPage';
export { ItemsListPage } from './ItemsListPage';
export { ItemViewPage } from './ItemViewPage';
