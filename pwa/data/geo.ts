import type { GeoInput } from '../../shared/validation/seller';
import { graphql, type ResultOf } from './graphql';
import { request } from './request';

/** Governorates → cities → regions; reading is public (the join form uses it too). */
export type PlaceLevel = 'governorate' | 'city' | 'region';

// One typed document per level and operation; the answer's field is aliased
// (`page`, `place`) so the three levels read the same.

const PlaceFields = graphql(`
  fragment PlaceFields on Place @_unmask {
    id
    nameEn
    nameAr
    parentId
    createdAt
    updatedAt
  }
`);

const GovernorateList = graphql(
  `
    query GovernorateList($parentId: String, $name: String, $limit: Int, $offset: Int) {
      page: governorateList(parentId: $parentId, name: $name, limit: $limit, offset: $offset) {
        count
        rows {
          ...PlaceFields
        }
      }
    }
  `,
  [PlaceFields],
);
const CityList = graphql(
  `
    query CityList($parentId: String, $name: String, $limit: Int, $offset: Int) {
      page: cityList(parentId: $parentId, name: $name, limit: $limit, offset: $offset) {
        count
        rows {
          ...PlaceFields
        }
      }
    }
  `,
  [PlaceFields],
);
const RegionList = graphql(
  `
    query RegionList($parentId: String, $name: String, $limit: Int, $offset: Int) {
      page: regionList(parentId: $parentId, name: $name, limit: $limit, offset: $offset) {
        count
        rows {
          ...PlaceFields
        }
      }
    }
  `,
  [PlaceFields],
);
const LIST: Record<PlaceLevel, typeof GovernorateList> = { governorate: GovernorateList, city: CityList, region: RegionList };

const GovernorateFind = graphql(
  `
    query GovernorateFind($id: String!) {
      place: governorateFind(id: $id) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const CityFind = graphql(
  `
    query CityFind($id: String!) {
      place: cityFind(id: $id) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const RegionFind = graphql(
  `
    query RegionFind($id: String!) {
      place: regionFind(id: $id) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const FIND: Record<PlaceLevel, typeof GovernorateFind> = { governorate: GovernorateFind, city: CityFind, region: RegionFind };

const GovernorateCreate = graphql(
  `
    mutation GovernorateCreate($data: PlaceInput!) {
      place: governorateCreate(data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const CityCreate = graphql(
  `
    mutation CityCreate($data: PlaceInput!) {
      place: cityCreate(data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const RegionCreate = graphql(
  `
    mutation RegionCreate($data: PlaceInput!) {
      place: regionCreate(data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const CREATE: Record<PlaceLevel, typeof GovernorateCreate> = { governorate: GovernorateCreate, city: CityCreate, region: RegionCreate };

const GovernorateUpdate = graphql(
  `
    mutation GovernorateUpdate($id: String!, $data: PlaceInput!) {
      place: governorateUpdate(id: $id, data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const CityUpdate = graphql(
  `
    mutation CityUpdate($id: String!, $data: PlaceInput!) {
      place: cityUpdate(id: $id, data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const RegionUpdate = graphql(
  `
    mutation RegionUpdate($id: String!, $data: PlaceInput!) {
      place: regionUpdate(id: $id, data: $data) {
        ...PlaceFields
      }
    }
  `,
  [PlaceFields],
);
const UPDATE: Record<PlaceLevel, typeof GovernorateUpdate> = { governorate: GovernorateUpdate, city: CityUpdate, region: RegionUpdate };

const GovernorateDestroy = graphql(`
  mutation GovernorateDestroy($id: String!, $pinCode: String) {
    governorateDestroy(id: $id, pinCode: $pinCode)
  }
`);
const CityDestroy = graphql(`
  mutation CityDestroy($id: String!, $pinCode: String) {
    cityDestroy(id: $id, pinCode: $pinCode)
  }
`);
const RegionDestroy = graphql(`
  mutation RegionDestroy($id: String!, $pinCode: String) {
    regionDestroy(id: $id, pinCode: $pinCode)
  }
`);

export type Place = ResultOf<typeof PlaceFields>;

export async function fetchPlaces(
  level: PlaceLevel,
  input: { parentId?: string | null; name?: string | null; limit: number; offset: number },
  signal?: AbortSignal,
) {
  return (await request(LIST[level], input, { signal })).page;
}

/** All places under a parent (or all governorates), for pickers. */
export async function fetchPlaceOptions(level: PlaceLevel, parentId: string | null, signal?: AbortSignal): Promise<Place[]> {
  return (await fetchPlaces(level, { parentId, limit: 500, offset: 0 }, signal)).rows;
}

export async function fetchPlace(level: PlaceLevel, id: string, signal?: AbortSignal): Promise<Place> {
  return (await request(FIND[level], { id }, { signal })).place;
}

export async function savePlace(level: PlaceLevel, id: string | null, data: GeoInput): Promise<Place> {
  return id ? (await request(UPDATE[level], { id, data })).place : (await request(CREATE[level], { data })).place;
}

/** Deletes a place; the server refuses one in use ("in use") or without the pin code the settings ask for. */
export async function destroyPlace(level: PlaceLevel, id: string, pinCode: string | null): Promise<void> {
  const variables = { id, pinCode };
  if (level === 'governorate') await request(GovernorateDestroy, variables);
  else if (level === 'city') await request(CityDestroy, variables);
  else await request(RegionDestroy, variables);
}

/** The place's name in the UI's language. */
export function placeName(place: Pick<Place, 'nameEn' | 'nameAr'>, language: string): string {
  return language === 'ar' ? place.nameAr : place.nameEn;
}
