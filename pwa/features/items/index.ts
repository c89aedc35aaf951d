// The items database, an item's timeline, the factory stage and activation records (online, server-paged).
export { ActivationRecordsPage } from './ActivationRecordsPage';
export { FactoryBatchPage } from './FactoryBatchPage';
export { ItemsListPage } from './ItemsListPage';
export { ItemViewPage } from './ItemViewPage';
