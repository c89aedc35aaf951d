import { addRxPlugin, createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { describe, expect, it } from 'vitest';
import {
  actionMigrationStrategies,
  actionSchema,
  sellerMigrationStrategies,
  sellerSchema,
  type LocalAction,
  type LocalSeller,
} from './schemas';
import { seenOf } from '../features/operations/scanQueue';

addRxPlugin(RxDBMigrationSchemaPlugin);

// The outbox schema as installed devices have it (version 0, before `seen`).
const version0: RxJsonSchema<Omit<LocalAction, 'seen'>> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string' },
    serialNumber: { type: 'string' },
    payload: { type: 'string' },
    deviceId: { type: 'string' },
    createdAt: { type: 'string', maxLength: 40 },
    state: { type: 'string', maxLength: 10 },
    error: { type: ['string', 'null'] },
    resultAt: { type: ['string', 'null'] },
  },
  required: ['id', 'type', 'serialNumber', 'payload', 'deviceId', 'createdAt', 'state'],
  indexes: [['state', 'createdAt']],
};

describe('the outbox schema on an installed device', () => {
  it('keeps queued actions through the migration to version 1, with no seen state', async () => {
    const name = `outbox${Date.now()}`;
    const storage = getRxStorageMemory();
    const queued = {
      id: 'a1',
      type: 'activate' as const,
      serialNumber: 'P26-0000001-3',
      payload: '{"clientName":"Mona"}',
      deviceId: 'd1',
      createdAt: '2026-01-01T00:00:00.000Z',
      state: 'queued' as const,
      error: null,
      resultAt: null,
    };
    const before = await createRxDatabase<{ actions: RxCollection<Omit<LocalAction, 'seen'>> }>({ name, storage });
    await before.addCollections({ actions: { schema: version0 } });
    await before.actions.insert(queued);
    await before.close();

    const after = await createRxDatabase<{ actions: RxCollection<LocalAction> }>({ name, storage });
    await after.addCollections({ actions: { schema: actionSchema, migrationStrategies: actionMigrationStrategies } });
    const docs = (await after.actions.find({ selector: { state: 'queued' } }).exec()).map((d) => d.toJSON());
    expect(docs).toEqual([{ ...queued, seen: null }]);
    await after.actions.insert({ ...queued, id: 'a2', seen: { version: 41 } });
    expect((await after.actions.findOne('a2').exec())?.toJSON().seen).toEqual({ version: 41 });
    await after.close();
  });

  it('records what the device saw: its copy’s change number, or nothing without a copy', () => {
    const copy = {
      id: 'i1',
      serialNumber: 'P1',
      itemType: 'product',
      status: 'exported',
      warrantyStatus: 'inactive',
      itemName: 'Filter',
      catalogId: 'c1',
      sellerId: 's1',
      activationDate: null,
      expirationDate: null,
      updatedAt: '1234',
    };
    expect(seenOf(copy)).toEqual({ version: 1234 });
    expect(seenOf(null)).toBeNull();
    expect(seenOf({ ...copy, updatedAt: '2026-01-01T00:00:00.000Z' })).toBeNull();
  });
});

describe('the outlets copy on an installed device', () => {
  it('files each old single name under its language in the migration to version 1', async () => {
    const name = `outlets${Date.now()}`;
    const storage = getRxStorageMemory();
    type OldSeller = { id: string; name: string; sellerType: string; status: string; updatedAt: string };
    const version0Sellers: RxJsonSchema<OldSeller> = {
      version: 0,
      primaryKey: 'id',
      type: 'object',
      properties: {
        id: { type: 'string', maxLength: 64 },
        name: { type: 'string' },
        sellerType: { type: 'string' },
        status: { type: 'string' },
        updatedAt: { type: 'string' },
      },
      required: ['id', 'name', 'sellerType', 'status', 'updatedAt'],
    };
    const before = await createRxDatabase<{ sellers: RxCollection<OldSeller> }>({ name, storage });
    await before.addCollections({ sellers: { schema: version0Sellers } });
    const common = { sellerType: 'branch', status: 'confirmed', updatedAt: '7' };
    await before.sellers.bulkInsert([
      { id: 's1', name: 'فرع سموحة', ...common },
      { id: 's2', name: 'Nasr City Filters', ...common },
    ]);
    await before.close();

    const after = await createRxDatabase<{ sellers: RxCollection<LocalSeller> }>({ name, storage });
    await after.addCollections({ sellers: { schema: sellerSchema, migrationStrategies: sellerMigrationStrategies } });
    const docs = (await after.sellers.find({ sort: [{ id: 'asc' }] }).exec()).map((d) => d.toJSON());
    expect(docs).toEqual([
      { id: 's1', nameAr: 'فرع سموحة', nameEn: null, ...common },
      { id: 's2', nameAr: null, nameEn: 'Nasr City Filters', ...common },
    ]);
    await after.close();
  });
});
