// The mixed soak's database: 1M items written with raw prepared inserts in big
// transactions (the API would take hours), spread over catalog entries,
// statuses and a few hundred outlets, plus the accounts the simulated devices
// use (outlet accounts linked to their outlet, an admin). What the load
// generator needs to make valid actions is kept in memory: the serials in
// stock, and per pushing outlet the exported items not yet activated.
import { randomUUID } from 'node:crypto';
import { formatSerial, ITEM_TYPES, qrCodeOf, type ItemType } from '../../shared/items';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { fillExportCounts, fillMadeCounts, fillStatCounts } from '../../server/db/migrations/0097_commands_keep_dated_counters';
import { hashPassword } from '../../server/modules/auth/password';
import { newUserRow } from '../../server/modules/auth/users.repository';

export interface MixedModel {
  items: number;
  /** Item i (1-based) is of kind ITEM_TYPES[kinds[i]]: its serial is formatSerial(kind, 2026, i). */
  kinds: Uint8Array;
  sellerIds: string[];
  /** Serials in stock (shared by every exporting device). */
  stock: string[];
  /** Per outlet index that has a pushing account: its exported, inactive serials. */
  inactive: Map<number, string[]>;
  /** Outlet account (user id) per outlet index, for the outlets that have one. */
  accounts: Map<number, { userId: string; roles: string[] }>;
  adminId: string;
  /** The change counter after generation: an already-synced device's checkpoint. */
  seq: number;
}

export const serialOf = (model: MixedModel, i: number) => formatSerial((ITEM_TYPES[model.kinds[i] ?? 0] ?? 'product') as ItemType, 2026, i);

export interface MixedDataOptions {
  items: number;
  outlets: number;
  /** Outlet indexes 0..pushers-1 get an account with export and activation roles (they push). */
  pushers: number;
  /** The next `pullers` outlets get an activation-only account (scope: their outlet). */
  pullers: number;
}

const DAY = 86_400_000;
const CATALOG = 30;

export async function buildMixedDatabase(file: string, options: MixedDataOptions): Promise<MixedModel> {
  const opened = openDatabase(file);
  await migrateToLatest(opened.db);
  const { sqlite, db } = opened;
  sqlite.pragma('synchronous = OFF'); // generation only: the server reopens it with FULL
  const now = Date.now();
  const stamp = new Date(now).toISOString();
  const iso = (t: number) => new Date(t).toISOString();
  const catalog = Array.from({ length: CATALOG }, (_, i) => ({ id: randomUUID(), kind: i % 3 }));
  const sellerIds = Array.from({ length: options.outlets }, () => randomUUID());
  const model: MixedModel = {
    items: options.items,
    kinds: new Uint8Array(options.items + 1),
    sellerIds,
    stock: [],
    inactive: new Map(Array.from({ length: options.pushers }, (_, i) => [i, []])),
    accounts: new Map(),
    adminId: '',
    seq: options.items,
  };
  const insertCatalog = sqlite.prepare(
    `insert into catalog_entries (id, kind, name, quantity, warranty_period, created_at, updated_at, sync_seq) values (?, ?, ?, ?, 12, ?, ?, 0)`,
  );
  const insertSeller = sqlite.prepare(
    `insert into sellers (id, seller_type, status, name, created_at, updated_at, sync_seq) values (?, 'branch', 'confirmed', ?, ?, ?, 0)`,
  );
  const insertItem =
    sqlite.prepare(`insert into items (id, serial_number, catalog_id, item_type, status, warranty_status, qr_code, seller_id, activation_date, expiration_date,
      iteration_number, printing_count_per_item, item_name, exported_at, bill_date, client_name, client_phone, is_restored, batch_id, created_at, updated_at, sync_seq)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, 0, 'soak', ?, ?, ?)`);
  // Bulk load without the items' secondary indexes and the dashboard counters' triggers (migration 0090), then
  // build the indexes once and count what the triggers would have counted (each insert fires up to two upserts).
  const indexes = sqlite
    .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = 'items' and sql is not null`)
    .all() as Array<{ name: string; sql: string }>;
  const triggers = sqlite.prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'items'`).all() as Array<{
    name: string;
    sql: string;
  }>;
  const unknown = triggers.find((t) => !t.name.startsWith('item_stats_'));
  if (unknown) throw new Error(`soak_mixed: the items trigger ${unknown.name} is not counted here`);
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  for (const trigger of triggers) sqlite.exec(`drop trigger ${trigger.name}`);
  const stockPerEntry = new Map<string, number>();
  let x = 20261128;
  const rand = () => (x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const CHUNK = 100_000;
  sqlite.transaction(() => {
    sellerIds.forEach((id, i) => insertSeller.run(id, `Outlet ${i}`, stamp, stamp));
    catalog.forEach((c, i) => insertCatalog.run(c.id, ITEM_TYPES[c.kind], `Entry ${i}`, 0, stamp, stamp));
  })();
  for (let from = 1; from <= options.items; from += CHUNK) {
    sqlite.transaction(() => {
      for (let i = from; i < Math.min(from + CHUNK, options.items + 1); i++) {
        const c = Math.floor(rand() * CATALOG);
        const entry = catalog[c] as (typeof catalog)[number];
        const kind = ITEM_TYPES[entry.kind] ?? 'product';
        model.kinds[i] = entry.kind;
        const s = rand();
        // 5 % in the factory, 5 % in stock, 90 % at outlets (≈ 3,000 an outlet).
        const status = s < 0.05 ? 'inFactory' : s < 0.1 ? 'inStock' : 'exported';
        const created = now - Math.floor(rand() * 3 * 365 * DAY);
        const outlet = status === 'exported' ? Math.floor(rand() * options.outlets) : -1;
        const exported = outlet >= 0 ? created + Math.floor(rand() * (now - created)) : null;
        const activated = exported !== null && rand() < 0.4 ? exported + Math.floor(rand() * (now - exported)) : null;
        const expiration = activated !== null ? activated + (rand() < 0.5 ? 365 : 730) * DAY : null;
        const serial = formatSerial(kind, 2026, i);
        if (status === 'inStock') {
          stockPerEntry.set(entry.id, (stockPerEntry.get(entry.id) ?? 0) + 1);
          model.stock.push(serial);
        }
        if (outlet >= 0 && activated === null) model.inactive.get(outlet)?.push(serial);
        insertItem.run(
          randomUUID(),
          serial,
          entry.id,
          kind,
          status,
          activated !== null ? 'active' : 'inactive',
          qrCodeOf(serial),
          outlet >= 0 ? sellerIds[outlet] : null,
          activated !== null ? iso(activated) : null,
          expiration !== null ? iso(expiration) : null,
          i,
          `Entry ${c}`,
          exported !== null ? iso(exported) : null,
          activated !== null ? iso(activated) : null,
          activated !== null ? 'Soak customer' : null,
          activated !== null ? `0100${String(i).padStart(7, '0')}` : null,
          iso(created),
          iso(created),
          i,
        );
      }
    })();
  }
  const setQuantity = sqlite.prepare('update catalog_entries set quantity = ? where id = ?');
  sqlite.transaction(() => {
    for (const [id, n] of stockPerEntry) setQuantity.run(n, id);
    sqlite.prepare(`update sync_counters set value = ? where name = 'changes'`).run(options.items);
  })();
  for (const index of indexes) sqlite.exec(index.sql);
  for (const trigger of triggers) sqlite.exec(trigger.sql);
  await fillStatCounts(db);
  sqlite.exec(
    `insert into item_counts (item_type, status, seller_id, n) select item_type, status, coalesce(seller_id, ''), count(*) from items group by 1, 2, 3`,
  );
  sqlite.exec(
    `insert into warranty_expiries (day, n) select substr(expiration_date, 1, 10), count(*) from items where warranty_status = 'active' group by 1`,
  );
  await fillMadeCounts(db);
  await fillExportCounts(db);

  const hash = await hashPassword('soak-password-1');
  const addUser = async (email: string, userType: 'admin' | 'seller', roles: string[], outlet?: number) => {
    const user = newUserRow(email, { password_hash: hash, email_verified: 1, user_type: userType });
    await db.insertInto('users').values(user).execute();
    for (const role of roles) await db.insertInto('user_roles').values({ user_id: user.id, role }).execute();
    if (outlet !== undefined) {
      await db
        .insertInto('user_sellers')
        .values({ user_id: user.id, seller_id: sellerIds[outlet] as string, created_at: stamp })
        .execute();
      model.accounts.set(outlet, { userId: user.id, roles });
    }
    return user.id;
  };
  model.adminId = await addUser('soak-admin@test.example', 'admin', ['admin']);
  for (let o = 0; o < options.pushers; o++) await addUser(`pusher-${o}@test.example`, 'seller', ['activationEditor', 'exportEditor'], o);
  for (let o = options.pushers; o < options.pushers + options.pullers; o++)
    await addUser(`puller-${o}@test.example`, 'seller', ['activationEditor'], o);
  sqlite.pragma('synchronous = FULL');
  sqlite.exec('analyze');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await opened.close();
  return model;
}
