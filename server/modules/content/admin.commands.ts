import { CONTENT_TABLES, type ContentRow } from '../../db/tables/content';
import { CONTENT_TYPES, type ContentTypeKey } from '../../../shared/contentAdmin';
import type { Db } from '../../db';
import { AppError, badInput } from '../../graphql/errors';
import { writeAudit, type Actor } from '../../db/audit';
import { columnsOf, entityOf, findAdminRow, replaceCategories } from './admin.repository';

// Named commands of the content back-office: each runs in one transaction with
// its audit row (entity `content.<type>`), checks what the schema cannot
// (branch and categories exist, slug unique), and changes nothing on failure.

const notFound = () => new AppError('NOT_FOUND', 'contentAdmin.errors.notFound');
const auditName = (type: ContentTypeKey) => `content.${type}`;

/** Checks against other rows, inside the transaction that writes. */
async function checkReferences(trx: Db, type: ContentTypeKey, values: Record<string, unknown>, id?: number): Promise<void> {
  const branchId = values.branchId;
  if (typeof branchId === 'string') {
    const branch = await trx.selectFrom('content_branches').select('id').where('id', '=', Number(branchId)).executeTakeFirst();
    if (!branch) throw badInput('validation.mustBeSelected', { path: 'branchId' }, { fields: { branchId: 'validation.mustBeSelected' } });
  }
  const categories = values.categories;
  if (Array.isArray(categories) && categories.length) {
    const found = await trx.selectFrom('content_categories').select('id').where('id', 'in', categories.map(Number)).execute();
    if (found.length !== categories.length)
      throw badInput('validation.invalid', { path: 'categories' }, { fields: { categories: 'validation.invalid' } });
  }
  if (type === 'category') await checkParent(trx, values.parentId, id);
  if (type === 'branch' && typeof values.slug === 'string') {
    let q = trx.selectFrom('content_branches').select('id').where('slug', '=', values.slug);
    if (id !== undefined) q = q.where('id', '!=', id);
    if (await q.executeTakeFirst())
      throw badInput('contentAdmin.errors.slugTaken', {}, { fields: { slug: 'contentAdmin.errors.slugTaken' } });
  }
}

/** One level of sub-categories: the parent is a main category other than this one, and a category with sub-categories stays main. */
async function checkParent(trx: Db, parentId: unknown, id?: number): Promise<void> {
  if (typeof parentId !== 'string') return;
  const refuse = () =>
    badInput('contentAdmin.errors.parentNotMain', { path: 'parentId' }, { fields: { parentId: 'contentAdmin.errors.parentNotMain' } });
  const parent = await trx
    .selectFrom('content_categories')
    .select(['id', 'parent_id'])
    .where('id', '=', Number(parentId))
    .executeTakeFirst();
  if (!parent) throw badInput('validation.mustBeSelected', { path: 'parentId' }, { fields: { parentId: 'validation.mustBeSelected' } });
  if (parent.parent_id !== null || Number(parent.id) === id) throw refuse();
  if (id !== undefined && (await trx.selectFrom('content_categories').select('id').where('parent_id', '=', id).executeTakeFirst()))
    throw refuse();
}

export async function contentCreator(
  db: Db,
  props: { type: ContentTypeKey; values: Record<string, unknown>; published: boolean; actor: Actor },
): Promise<string> {
  const { type, values, actor } = props;
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, type, values);
    const now = new Date().toISOString();
    const row = {
      ...columnsOf(type, values),
      published: props.published ? 1 : 0,
      created_at: now,
      updated_at: now,
      created_by: actor.id,
      updated_by: actor.id,
    };
    const inserted = await trx.insertInto(entityOf(type).table).values(row).returning('id').executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (type === 'article') await replaceCategories(trx, id, (values.categories as string[]) ?? []);
    await writeAudit(trx, {
      entityName: auditName(type),
      entityId: String(id),
      action: 'create',
      actor,
      values: { ...values, published: props.published },
    });
    return String(id);
  });
}

export async function contentUpdater(
  db: Db,
  props: { type: ContentTypeKey; id: string; values: Record<string, unknown>; actor: Actor },
): Promise<void> {
  const { type, id, values, actor } = props;
  await db.transaction().execute(async (trx) => {
    const before = await findAdminRow(trx, type, id);
    if (!before) throw notFound();
    await checkReferences(trx, type, values, Number(before.id));
    const after = columnsOf(type, values);
    await trx
      .updateTable(entityOf(type).table)
      .set({ ...after, updated_at: new Date().toISOString(), updated_by: actor.id })
      .where('id', '=', Number(before.id))
      .execute();
    if (type === 'article') await replaceCategories(trx, Number(before.id), (values.categories as string[]) ?? []);
    await writeAudit(trx, {
      entityName: auditName(type),
      entityId: id,
      action: 'update',
      actor,
      values: { before: changed(before, after), after: pick(after, before) },
    });
  });
}

export async function contentPublisher(
  db: Db,
  props: { type: ContentTypeKey; id: string; published: boolean; actor: Actor },
): Promise<void> {
  const { type, id, published, actor } = props;
  await db.transaction().execute(async (trx) => {
    const before = await findAdminRow(trx, type, id);
    if (!before) throw notFound();
    await trx
      .updateTable(entityOf(type).table)
      .set({ published: published ? 1 : 0, updated_at: new Date().toISOString(), updated_by: actor.id })
      .where('id', '=', Number(before.id))
      .execute();
    await writeAudit(trx, {
      entityName: auditName(type),
      entityId: id,
      action: published ? 'publish' : 'unpublish',
      actor,
      values: { published },
    });
  });
}

export async function contentDestroyer(db: Db, props: { type: ContentTypeKey; id: string; actor: Actor }): Promise<void> {
  const { type, id, actor } = props;
  await db.transaction().execute(async (trx) => {
    const before = await findAdminRow(trx, type, id);
    if (!before) throw notFound();
    const n = Number(before.id);
    if (type === 'branch' && (await branchInUse(trx, n))) throw badInput('contentAdmin.errors.inUse');
    const entity = entityOf(type);
    await trx.deleteFrom('content_reactions').where('entity', '=', entity.key).where('entity_id', '=', n).execute();
    await trx.deleteFrom(entity.table).where('id', '=', n).execute();
    const title = CONTENT_TYPES[type].title.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    await writeAudit(trx, {
      entityName: auditName(type),
      entityId: id,
      action: 'delete',
      actor,
      values: { en: before[`${title}_en`], ar: before[`${title}_ar`] },
    });
  });
}

/** Content tables that point at branches (their `branch_id` restricts deletion). */
async function branchInUse(trx: Db, branchId: number): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const type = (Object.keys(CONTENT_TYPES) as ContentTypeKey[]).find((t) => entityOf(t).table === table);
    if (!type || !CONTENT_TYPES[type].fields.some((f) => f.kind === 'branch')) continue;
    if (await trx.selectFrom(table).select('id').where('branch_id', '=', branchId).executeTakeFirst()) return true;
  }
  return false;
}

/** The old values of the columns an update changed. */
function changed(before: ContentRow, after: ContentRow): ContentRow {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => before[k] !== v)
      .map(([k]) => [k, before[k] ?? null]),
  );
}

function pick(after: ContentRow, before: ContentRow): ContentRow {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k] !== v));
}
