// The items database, an item's timeline, the factory stage and activation records (online, server-paged).
export { ActivationRecordsPage } from './ActivationRecordsPage';
export { FactoryBatchPage } from './FactoryBatchPage';
export { ImportationPage } from './ImportationPage';
export { ItemImportPage } from './ItemImportPage';
export { ItemsListPage } from './ItemsListPage';
export { ItemViewPage } from './ItemViewPage';
