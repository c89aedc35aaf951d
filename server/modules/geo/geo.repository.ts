import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import type { PlaceTable } from '../../db/tables/geo';

export type PlaceLevel = 'governorates' | 'cities' | 'regions';
export const PARENT: Record<PlaceLevel, 'governorates' | 'cities' | null> = {
  governorates: null,
  cities: 'governorates',
  regions: 'cities',
};
export type PlaceRow = PlaceTable & { parent_id?: string | null };

export async function listPlaces(
  db: Db,
  level: PlaceLevel,
  opts: { parentId?: string | null; name?: string | null; limit: number; offset: number },
) {
  // The three tables share their columns (governorates lack parent_id, which is only filtered on below them).
  let q = db.selectFrom(level as 'cities');
  if (opts.parentId && level !== 'governorates') q = q.where('parent_id', '=', opts.parentId);
  const name = opts.name;
  if (name) q = q.where((eb) => eb.or([containsText('name_en', name), containsText('name_ar', name)]));
  const [{ count }, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('name_en').orderBy('id').limit(opts.limit).offset(opts.offset).execute(),
  ]);
  return { count: Number(count), rows: rows as PlaceRow[] };
}

export async function findPlace(db: Db, level: PlaceLevel, id: string): Promise<PlaceRow | undefined> {
  return (await db
    .selectFrom(level as 'cities')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as PlaceRow | undefined;
}

export async function insertPlace(
  db: Db,
  level: PlaceLevel,
  values: { nameEn: string; nameAr: string; parentId: string | null },
  at = new Date().toISOString(),
): Promise<PlaceRow> {
  const row: PlaceRow = { id: randomUUID(), name_en: values.nameEn, name_ar: values.nameAr, created_at: at, updated_at: at };
  if (level === 'governorates') await db.insertInto('governorates').values(row).execute();
  else
    await db
      .insertInto(level)
      .values({ ...row, parent_id: values.parentId as string })
      .execute();
  return level === 'governorates' ? row : { ...row, parent_id: values.parentId };
}

export async function updatePlace(
  db: Db,
  level: PlaceLevel,
  id: string,
  values: { nameEn: string; nameAr: string; parentId: string | null },
): Promise<void> {
  const set = { name_en: values.nameEn, name_ar: values.nameAr, updated_at: new Date().toISOString() };
  if (level === 'governorates') await db.updateTable('governorates').set(set).where('id', '=', id).execute();
  else
    await db
      .updateTable(level)
      .set({ ...set, ...(values.parentId ? { parent_id: values.parentId } : {}) })
      .where('id', '=', id)
      .execute();
}

/** Whether a place below this one, or an outlet, points at it (sellers keep the governorate in country_id). */
export async function placeInUse(db: Db, level: PlaceLevel, id: string): Promise<boolean> {
  const sellerColumn = { governorates: 'country_id', cities: 'city_id', regions: 'region_id' } as const;
  const outlet = await db.selectFrom('sellers').select('id').where(sellerColumn[level], '=', id).limit(1).executeTakeFirst();
  if (outlet) return true;
  const below = level === 'governorates' ? 'cities' : level === 'cities' ? 'regions' : null;
  if (!below) return false;
  return (await db.selectFrom(below).select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

export async function deletePlace(db: Db, level: PlaceLevel, id: string): Promise<void> {
  await db.deleteFrom(level).where('id', '=', id).execute();
}
