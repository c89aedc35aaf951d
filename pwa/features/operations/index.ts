// Screens that act on items by scanning serials; each queues offline actions.
export { ActivationPage } from './ActivationPage';
export { ExportationPage } from './ExportationPage';
export { FactoryExportPage, RestorePage } from './ScanConfirmPage';
export { OutboxPage } from './OutboxPage';
