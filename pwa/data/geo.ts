import type { GeoInput } from '../../shared/validation/seller';
import { requestText as request } from './request';

/** Governorates → cities → regions; reading is public (the join form uses it too). */
export type PlaceLevel = 'governorate' | 'city' | 'region';

export interface Place {
  id: string;
  nameEn: string;
  nameAr: string;
  /** The governorate of a city, the city of a region; null for a governorate. */
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
}

const FIELDS = 'id nameEn nameAr parentId createdAt updatedAt';

export async function fetchPlaces(level: PlaceLevel, input: { parentId?: string | null; name?: string | null; limit: number; offset: number }, signal?: AbortSignal): Promise<{ count: number; rows: Place[] }> {
  const data = await request<Record<string, { count: number; rows: Place[] }>>(
    `query Places($parentId: String, $name: String, $limit: Int, $offset: Int) { page: ${level}List(parentId: $parentId, name: $name, limit: $limit, offset: $offset) { count rows { ${FIELDS} } } }`,
    { ...input },
    signal,
  );
  return data.page as { count: number; rows: Place[] };
}

/** All places under a parent (or all governorates), for pickers. */
export async function fetchPlaceOptions(level: PlaceLevel, parentId: string | null, signal?: AbortSignal): Promise<Place[]> {
  return (await fetchPlaces(level, { parentId, limit: 500, offset: 0 }, signal)).rows;
}

export async function fetchPlace(level: PlaceLevel, id: string, signal?: AbortSignal): Promise<Place> {
  const data = await request<Record<string, Place>>(`query Place($id: String!) { place: ${level}Find(id: $id) { ${FIELDS} } }`, { id }, signal);
  return data.place as Place;
}

export async function savePlace(level: PlaceLevel, id: string | null, data: GeoInput): Promise<Place> {
  const result = id
    ? await request<Record<string, Place>>(`mutation PlaceUpdate($id: String!, $data: PlaceInput!) { place: ${level}Update(id: $id, data: $data) { ${FIELDS} } }`, { id, data })
    : await request<Record<string, Place>>(`mutation PlaceCreate($data: PlaceInput!) { place: ${level}Create(data: $data) { ${FIELDS} } }`, { data });
  return result.place as Place;
}

/** The place's name in the UI's language. */
export function placeName(place: Pick<Place, 'nameEn' | 'nameAr'>, language: string): string {
  return language === 'ar' ? place.nameAr : place.nameEn;
}
