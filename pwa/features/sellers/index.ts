// Branches and distributors: one set of screens parametrised by seller type.
export { SellerViewPage } from './SellerViewPage';
export { SellerWizardPage } from './SellerWizardPage';
export { SellersListPage } from './SellersListPage';
