import type { PlaceLevel } from '../../data/geo';

// Governorates → cities → regions: one set of screens, told apart by level.
export interface GeoLevel {
  level: PlaceLevel;
  path: 'governorates' | 'cities' | 'regions';
  titleKey: string;
  parent: PlaceLevel | null;
}

export const GEO_LEVELS: Record<PlaceLevel, GeoLevel> = {
  governorate: { level: 'governorate', path: 'governorates', titleKey: 'nav.governorates', parent: null },
  city: { level: 'city', path: 'cities', titleKey: 'nav.cities', parent: 'governorate' },
  region: { level: 'region', path: 'regions', titleKey: 'nav.regions', parent: 'city' },
};
