import { Dexie } from 'dexie';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

// A page that leaves the device as the releases before one store per account did (issue 41), written by the same
// libraries and schemas they used, on the app's origin (tests/e2e/old-device.test.ts serves it there), so the app
// finds real old data in the same IndexedDB:
// - an account's RxDB database `aqua-<userId>` (Dexie storage): the outbox and the outlets, at schema version 1, and
//   the device id as a local document;
// - `aqua-<userId>-items` (Dexie, version 2): the items replica and the pull's checkpoint;
// - `aqua-<userId>-drafts` (Dexie, version 1): a scan screen's rows, one caught with its action (`intent`) between
//   the draft's write and the outbox's;
// - local storage `lastSync`: the account's last sync round;
// - and the shared pre-account RxDB database `aqua`, with one queued action.
// The schemas are those releases' own, frozen here: they describe data already on phones.

export interface OldAction {
  id: string;
  type: string;
  serialNumber: string;
  payload: string;
  deviceId: string;
  createdAt: string;
  seen: { version: number } | null;
  state: 'queued' | 'applied' | 'rejected' | 'dismissed';
  error: string | null;
  resultAt: string | null;
}

export interface OldSeller {
  id: string;
  nameAr: string | null;
  nameEn: string | null;
  sellerType: string;
  status: string;
  updatedAt: string;
}

export interface OldDevice {
  userId: string;
  deviceId: string;
  actions: OldAction[];
  sellers: OldSeller[];
  items: Array<Record<string, unknown> & { id: string; serialNumber: string; updatedAt: string }>;
  checkpoint: { updatedAt: number; id: string };
  drafts: Array<{ screen: string; serial: string; at: number; row: Record<string, unknown>; intent: OldAction | null }>;
  fields: Array<{ screen: string; values: Record<string, string> }>;
  lastSync: { applied: number; refused: number; at: string; open: boolean };
  shared: OldAction[];
}

declare global {
  interface Window {
    seedOldDevice(device: OldDevice): Promise<void>;
  }
}

const actionSchema: RxJsonSchema<OldAction> = {
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    type: { type: 'string' },
    serialNumber: { type: 'string' },
    payload: { type: 'string' },
    deviceId: { type: 'string' },
    createdAt: { type: 'string', maxLength: 40 },
    seen: { type: ['object', 'null'], properties: { version: { type: 'integer' } } },
    state: { type: 'string', maxLength: 10 },
    error: { type: ['string', 'null'] },
    resultAt: { type: ['string', 'null'] },
  },
  required: ['id', 'type', 'serialNumber', 'payload', 'deviceId', 'createdAt', 'state'],
  indexes: [['state', 'createdAt']],
};

const sellerSchema: RxJsonSchema<OldSeller> = {
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 64 },
    nameAr: { type: ['string', 'null'] },
    nameEn: { type: ['string', 'null'] },
    sellerType: { type: 'string' },
    status: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'sellerType', 'status', 'updatedAt'],
};

// RxDB needs a migration strategy per version above 0 even when nothing is migrated here.
const identity = { 1: (doc: unknown) => doc };

async function rxdb(name: string, actions: OldAction[], sellers: OldSeller[], deviceId: string | null) {
  const db = await createRxDatabase<{ sellers: RxCollection<OldSeller>; actions: RxCollection<OldAction> }>({
    name,
    storage: getRxStorageDexie(),
    multiInstance: false,
    localDocuments: true,
  });
  await db.addCollections({
    sellers: { schema: sellerSchema, migrationStrategies: identity },
    actions: { schema: actionSchema, migrationStrategies: identity },
  });
  if (actions.length) await db.actions.bulkInsert(actions);
  if (sellers.length) await db.sellers.bulkInsert(sellers);
  if (deviceId) await db.upsertLocal('device', { id: deviceId });
  await db.close();
}

window.seedOldDevice = async (device) => {
  await rxdb(`aqua-${device.userId}`, device.actions, device.sellers, device.deviceId);
  await rxdb('aqua', device.shared, [], null);

  const items = new Dexie(`aqua-${device.userId}-items`);
  items.version(1).stores({ items: 'id, serialNumber', pull: 'key' });
  items.version(2).stores({ items: 'id, serialNumber', pull: 'key' });
  await items.table('items').bulkPut(device.items);
  await items.table('pull').put({ key: 'items', checkpoint: device.checkpoint, first: null });
  items.close();

  const drafts = new Dexie(`aqua-${device.userId}-drafts`);
  drafts.version(1).stores({ rows: '[screen+serial], screen', fields: 'screen' });
  await drafts.table('rows').bulkPut(device.drafts);
  await drafts.table('fields').bulkPut(device.fields);
  drafts.close();

  localStorage.setItem('lastSync', JSON.stringify({ [`aqua-${device.userId}`]: device.lastSync }));
};
