import { randomUUID } from 'node:crypto';
import type { OfferInput } from '../../../shared/validation/offers';
import type { Db } from '../../db';
import { AppError } from '../../graphql/errors';
import { writeAudit, type Actor } from '../../db/audit';
import { deleteOffer, findOffer, insertOffer, updateOffer, type OfferRow } from './offers.repository';

// Named commands of the offers area; each is one transaction with its audit row.

const notFound = () => new AppError('NOT_FOUND', 'offers.errors.notFound');

function columnsOf(input: OfferInput) {
  return {
    title: input.title,
    description: input.description,
    title_en: input.titleEn,
    description_en: input.descriptionEn,
    image: input.image ? JSON.stringify(input.image) : null,
    date: input.date,
  };
}

export async function offerCreator(db: Db, props: { input: OfferInput; actor: Actor }): Promise<string> {
  const now = new Date().toISOString();
  const row: OfferRow = {
    id: randomUUID(),
    ...columnsOf(props.input),
    created_at: now,
    updated_at: now,
    created_by: props.actor.id,
    updated_by: props.actor.id,
  };
  await db.transaction().execute(async (trx) => {
    await insertOffer(trx, row);
    await writeAudit(trx, { entityName: 'offer', entityId: row.id, action: 'create', actor: props.actor, values: columnsOf(props.input) });
  });
  return row.id;
}

export async function offerUpdater(db: Db, props: { id: string; input: OfferInput; actor: Actor }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findOffer(trx, props.id);
    if (!before) throw notFound();
    const after = columnsOf(props.input);
    await updateOffer(trx, props.id, { ...after, updated_at: new Date().toISOString(), updated_by: props.actor.id });
    const { id: _i, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...old } = before;
    await writeAudit(trx, {
      entityName: 'offer',
      entityId: props.id,
      action: 'update',
      actor: props.actor,
      values: { before: old, after },
    });
  });
}

export async function offerDestroyer(db: Db, props: { id: string; actor: Actor }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findOffer(trx, props.id);
    if (!before) throw notFound();
    await deleteOffer(trx, props.id);
    await writeAudit(trx, {
      entityName: 'offer',
      entityId: props.id,
      action: 'delete',
      actor: props.actor,
      values: { title: before.title, titleEn: before.title_en },
    });
  });
}
