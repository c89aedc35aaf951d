import { randomUUID } from 'node:crypto';
import type { ItemType } from '../../../shared/items';
import { primaryName } from '../../../shared/names';
import type { CatalogInput } from '../../../shared/validation/catalog';
import type { Db } from '../../db';
import { AppError, badInput, notFound } from '../../graphql/errors';
import { writeAudit, type Actor } from '../../db/audit';
import { nextSeq } from '../../db/changeCounter';
import { barcodeOwner, catalogInUse, findCatalog, findCatalogMany, type CatalogRow } from './catalog.repository';

// Named commands (STYLE §5): each runs inside the transaction it is given and
// writes its audit row there.

function columns(kind: ItemType, data: CatalogInput) {
  return {
    name: primaryName(data),
    name_ar: data.nameAr,
    name_en: data.nameEn,
    item_name: data.itemName,
    description: data.description,
    unit_price: data.unitPrice,
    photos: JSON.stringify(data.photos),
    barcode: data.barcode,
    features: JSON.stringify(data.features),
    brand: data.brand,
    warranty_period: data.warrantyPeriod,
    product_parts: JSON.stringify(kind === 'product' ? data.productParts : []),
  };
}

async function checkUnique(trx: Db, barcode: string | null, exceptId?: string) {
  if (!barcode) return;
  const owner = await barcodeOwner(trx, barcode);
  if (owner && owner !== exceptId)
    throw badInput('catalog.errors.barcodeTaken', {}, { fields: { barcode: 'catalog.errors.barcodeTaken' } });
}

async function checkParts(trx: Db, kind: ItemType, parts: string[], selfId?: string) {
  if (kind !== 'product' || !parts.length) return;
  const found = await findCatalogMany(trx, parts);
  if (found.length !== new Set(parts).size || parts.includes(selfId ?? '')) throw badInput('catalog.errors.partMissing');
}

/** `action`: how the audit log names it (an import row is audited as `import`). */
export async function catalogCreator(
  trx: Db,
  props: { kind: ItemType; data: CatalogInput; actor: Actor; action?: 'create' | 'import' },
): Promise<CatalogRow> {
  await checkUnique(trx, props.data.barcode);
  await checkParts(trx, props.kind, props.data.productParts);
  const now = new Date().toISOString();
  const row: CatalogRow = {
    id: randomUUID(),
    kind: props.kind,
    ...columns(props.kind, props.data),
    quantity: 0,
    created_at: now,
    updated_at: now,
    created_by: props.actor.id,
    updated_by: props.actor.id,
    sync_seq: await nextSeq(trx),
  };
  await trx.insertInto('catalog_entries').values(row).execute();
  await writeAudit(trx, { entityName: props.kind, entityId: row.id, action: props.action ?? 'create', values: row, actor: props.actor });
  return row;
}

export async function catalogUpdater(
  trx: Db,
  props: { kind: ItemType; id: string; data: CatalogInput; actor: Actor },
): Promise<CatalogRow> {
  const before = await findCatalog(trx, props.id);
  if (!before || before.kind !== props.kind) throw notFound();
  await checkUnique(trx, props.data.barcode, props.id);
  await checkParts(trx, props.kind, props.data.productParts, props.id);
  const changes = {
    ...columns(props.kind, props.data),
    updated_at: new Date().toISOString(),
    updated_by: props.actor.id,
    sync_seq: await nextSeq(trx),
  };
  await trx.updateTable('catalog_entries').set(changes).where('id', '=', props.id).execute();
  const after = { ...before, ...changes };
  await writeAudit(trx, { entityName: props.kind, entityId: props.id, action: 'update', values: { before, after }, actor: props.actor });
  return after;
}

/** All or nothing: one entry in use refuses the whole deletion. */
export async function catalogDestroyer(trx: Db, props: { kind: ItemType; ids: string[]; actor: Actor }): Promise<number> {
  const rows = await findCatalogMany(trx, props.ids);
  if (rows.length !== new Set(props.ids).size || rows.some((r) => r.kind !== props.kind)) throw notFound();
  for (const row of rows) {
    if (await catalogInUse(trx, row.id)) throw new AppError('BAD_USER_INPUT', 'catalog.errors.inUse', {}, { entityId: row.id });
  }
  for (const row of rows) {
    await trx.deleteFrom('catalog_entries').where('id', '=', row.id).execute();
    await writeAudit(trx, { entityName: props.kind, entityId: row.id, action: 'delete', values: row, actor: props.actor });
  }
  return rows.length;
}
