import { CONTENT_TYPES, type ContentRecord, type ContentTypeKey, type FieldDef } from '../../../shared/contentAdmin';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import { ENTITIES, present, toColumns, type EntityDef } from './entities';
import { parseId } from './content.repository';
import type { ContentRow } from '../../db/tables/content';
import { parseSort } from '../../../shared/validation/common';
import { snakeKey } from '../../db/camel';

// Reads and writes of the back-office content screens: drafts included (the
// public reads in repository.ts hide them). Values are keyed by the field
// names of shared/contentAdmin.ts; columns follow the seed's rules (toColumns).

export const entityOf = (type: ContentTypeKey): EntityDef => ENTITIES[type];
const fieldsOf = (type: ContentTypeKey): readonly FieldDef[] => CONTENT_TYPES[type].fields;
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A row as the admin sees it: every field of the type's description, plus state and audit columns. */
export async function presentAdmin(db: Db, type: ContentTypeKey, row: ContentRow): Promise<ContentRecord> {
  const shown = present(entityOf(type), row);
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(type)) {
    const value = shown[field.name];
    if (field.kind === 'boolean') values[field.name] = Boolean(value);
    else if (field.kind === 'categories') values[field.name] = await categoriesOf(db, Number(row.id));
    // Rows made before a photo was chosen hold the column default `{}`: no photo.
    else if (field.kind === 'photo')
      values[field.name] =
        value && typeof value === 'object' && typeof (value as { publicUrl?: unknown }).publicUrl === 'string' ? value : null;
    else values[field.name] = value ?? null;
  }
  const def = CONTENT_TYPES[type];
  const title = (values[def.title] ?? { en: '', ar: '' }) as { en: string; ar: string };
  return {
    id: String(row.id),
    type,
    published: Number(row.published) === 1,
    title,
    thumbnail: 'thumbnail' in def ? thumbnailOf(values[def.thumbnail]) : null,
    values,
    createdAt: String(row.created_at),
    createdBy: (row.created_by as string | null) ?? null,
    updatedAt: String(row.updated_at),
    updatedBy: (row.updated_by as string | null) ?? null,
  };
}

function thumbnailOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : null;
  if (value && typeof value === 'object' && 'publicUrl' in value && typeof value.publicUrl === 'string') return value.publicUrl;
  return null;
}

async function categoriesOf(db: Db, articleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('content_article_categories')
    .select('category_id')
    .where('article_id', '=', articleId)
    .orderBy('category_id')
    .execute();
  return rows.map((r) => String(r.category_id));
}

export async function findAdminRow(db: Db, type: ContentTypeKey, id: string): Promise<ContentRow | undefined> {
  const n = parseId(id);
  if (n === undefined) return undefined;
  return (await db.selectFrom(entityOf(type).table).selectAll().where('id', '=', n).executeTakeFirst()) as ContentRow | undefined;
}

export interface AdminListInput {
  filter: { search?: string | null; published?: boolean | null };
  orderBy: 'createdAt_DESC' | 'createdAt_ASC' | 'updatedAt_DESC' | 'updatedAt_ASC';
  limit: number;
  offset: number;
}

export async function listAdminRows(db: Db, type: ContentTypeKey, input: AdminListInput): Promise<{ count: number; rows: ContentRow[] }> {
  const table = entityOf(type).table;
  let base = db.selectFrom(table);
  if (input.filter.published != null) base = base.where('published', '=', input.filter.published ? 1 : 0);
  const search = input.filter.search?.trim();
  if (search) {
    const column = snake(CONTENT_TYPES[type].title);
    base = base.where((eb) => eb.or([containsText(`${column}_en`, search), containsText(`${column}_ar`, search)]));
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { field, direction } = parseSort(input.orderBy);
  const sort = direction === 'ASC' ? 'asc' : 'desc';
  const rows = (await base
    .selectAll()
    .orderBy(snakeKey(field), sort)
    .orderBy('id', sort)
    .limit(input.limit)
    .offset(input.offset)
    .execute()) as ContentRow[];
  return { count: Number(counted.n), rows };
}

/** Values → the row's columns (without categories, which live in their own table). */
export function columnsOf(type: ContentTypeKey, values: Record<string, unknown>): ContentRow {
  const { categories: _categories, ...rest } = values;
  return toColumns(entityOf(type), rest);
}

export async function replaceCategories(db: Db, articleId: number, categories: readonly string[]): Promise<void> {
  await db.deleteFrom('content_article_categories').where('article_id', '=', articleId).execute();
  if (categories.length) {
    await db
      .insertInto('content_article_categories')
      .values(categories.map((c) => ({ article_id: articleId, category_id: Number(c) })))
      .execute();
  }
}
