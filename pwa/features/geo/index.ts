// Governorates, cities and regions: one set of screens parametrised by level.
export { GeoFormPage } from './GeoFormPage';
export { GeoListPage } from './GeoListPage';
export { GeoViewPage } from './GeoViewPage';
export { PlaceSelect } from './PlaceSelect';
