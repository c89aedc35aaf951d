import { addRxPlugin, createRxDatabase, type RxCollection } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  actionMigrationStrategies,
  actionSchema,
  sellerMigrationStrategies,
  sellerSchema,
  type LocalAction,
  type LocalSeller,
} from '../../pwa/data/schemas';

addRxPlugin(RxDBMigrationSchemaPlugin);

// A page that leaves the device as a version before per-account databases
// did: one database named 'aqua' (tests/e2e/legacy-device.test.ts serves it on
// the app's origin, so the app finds it in the same IndexedDB).

declare global {
  interface Window {
    seedLegacy(actions: LocalAction[]): Promise<void>;
  }
}

window.seedLegacy = async (actions) => {
  const db = await createRxDatabase<{ sellers: RxCollection<LocalSeller>; actions: RxCollection<LocalAction> }>({
    name: 'aqua',
    storage: getRxStorageDexie(),
    multiInstance: false,
  });
  await db.addCollections({
    sellers: { schema: sellerSchema, migrationStrategies: sellerMigrationStrategies },
    actions: { schema: actionSchema, migrationStrategies: actionMigrationStrategies },
  });
  await db.actions.bulkInsert(actions);
  await db.close();
  // The old items store, empty: it must go too.
  await new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('aqua-items');
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });
};
