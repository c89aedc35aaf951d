import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { DAY_MS, skewClock, type ClockSkew } from './clock';
import type { BuiltUser } from './factories';
import type { PhoneNetwork } from './faultProxy';
import { startKillableServer, type KillableServer } from './killableServer';
import { buildCounter, buildOutletAccount, placeItems } from './outlets';
import { customerIn, openPhone, openSale, scan, sellerIn, type Phone } from '../e2e/pages/phone';

// The fault model of issue 41 (docs/decisions.md "A randomized fault model of the phones"): two phones of one outlet
// against a real server process, driven by a seeded random walk of what a shop's day does to them: scans and pasted
// lists, reloads, a closed and reopened app, no network, Wi-Fi without internet, the server killed with -9 and started
// again, a phone's clock two days off. fast-check draws the steps from its seed (asyncModelRun, no shrinking: each step
// is seconds of a real browser); the invariants are checked when the run heals (network back, server up), as a seller
// would: every sale a phone took reaches the server exactly once, by the engine alone (no reload, no tap); every
// action the phones ever held ends applied or refused, and says so; both phones agree with the server on every item.

export const MODEL_ITEMS = 24;

interface PhoneState {
  network: PhoneNetwork;
  clockDays: number;
  /** The sale screen is open (a reload or a reopen leaves it so; the model only sells there). */
  onSale: boolean;
}

export interface SyncModel {
  serverUp: boolean;
  phones: [PhoneState, PhoneState];
  steps: number;
}

interface RealPhone {
  phone: Phone;
  seller: BuiltUser;
  clock: ClockSkew;
}

export interface SyncReal {
  server: KillableServer;
  phones: [RealPhone, RealPhone];
  serials: string[];
  /** Every action id a phone's store ever held (read after each step): none may be lost. */
  seen: Map<string, string>;
  log: string[];
}

/** The actions in a phone's store: id → state. */
async function storeActions(page: Page, userId: string): Promise<Map<string, string>> {
  const rows = await page
    .evaluate(
      (name) =>
        new Promise<Array<[string, string]>>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const idb = open.result;
            if (!idb.objectStoreNames.contains('actions')) return resolve([]);
            const req = idb.transaction('actions').objectStore('actions').getAll();
            req.onsuccess = () => {
              resolve((req.result as Array<{ id: string; state: string }>).map((a) => [a.id, a.state]));
              idb.close();
            };
            req.onerror = () => resolve([]);
          };
        }),
      `aqua-device-${userId}`,
    )
    .catch(() => [] as Array<[string, string]>);
  return new Map(rows);
}

/** The items as a phone holds them: serial → "status/warranty". */
async function storeItems(page: Page, userId: string): Promise<Map<string, string>> {
  const rows = await page.evaluate(
    (name) =>
      new Promise<Array<[string, string]>>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('items')) return resolve([]);
          const req = idb.transaction('items').objectStore('items').getAll();
          req.onsuccess = () => {
            resolve(
              (req.result as Array<{ serialNumber: string; status: string; warrantyStatus: string }>).map((i) => [
                i.serialNumber,
                `${i.status}/${i.warrantyStatus}`,
              ]),
            );
            idb.close();
          };
        };
      }),
    `aqua-device-${userId}`,
  );
  return new Map(rows);
}

async function remember(real: SyncReal): Promise<void> {
  for (const { phone, seller } of real.phones) {
    for (const [id, state] of await storeActions(phone.page, seller.id)) real.seen.set(id, state);
  }
}

const MODEL_CUSTOMER = { name: 'عميل النموذج', phone: '01001234567' };

/** Opens (or reopens) a phone's sale screen. */
async function toSale(page: Page): Promise<void> {
  await openSale(page, MODEL_CUSTOMER);
  await page.locator('input[name="clientName"]').waitFor();
}

type Cmd = fc.AsyncCommand<SyncModel, SyncReal, true>;

const phoneIndex = fc.constantFrom(0 as const, 1 as const);

class Sell implements Cmd {
  constructor(
    readonly p: 0 | 1,
    readonly item: number,
  ) {}
  async check(m: Readonly<SyncModel>) {
    return m.phones[this.p].onSale;
  }
  async run(m: SyncModel, r: SyncReal) {
    const { page } = r.phones[this.p].phone;
    const serial = r.serials[this.item] as string;
    await scan(page, serial);
    // The row settles: queued or answered, or refused on the phone (already sold there).
    await page.locator(`[data-card-serial="${serial}"]`).waitFor();
    m.steps++;
  }
  toString() {
    return `sell(phone ${this.p}, item ${this.item})`;
  }
}

class Paste implements Cmd {
  constructor(
    readonly p: 0 | 1,
    readonly items: number[],
  ) {}
  async check(m: Readonly<SyncModel>) {
    return m.phones[this.p].onSale;
  }
  async run(m: SyncModel, r: SyncReal) {
    const { page } = r.phones[this.p].phone;
    const serials = this.items.map((i) => r.serials[i] as string);
    const box = page.getByRole('textbox', { name: 'لصق قائمة أرقام تسلسلية' });
    if (!(await box.isVisible())) await page.getByRole('button', { name: 'لصق قائمة أرقام تسلسلية' }).click();
    await box.fill(serials.join('\n'));
    await page.getByRole('button', { name: 'إضافة إلى القائمة' }).click();
    for (const serial of serials) await page.locator(`[data-card-serial="${serial}"]`).waitFor();
    m.steps++;
  }
  toString() {
    return `paste(phone ${this.p}, items ${this.items.join(',')})`;
  }
}

class NewCustomer implements Cmd {
  constructor(readonly p: 0 | 1) {}
  async check(m: Readonly<SyncModel>) {
    return m.phones[this.p].onSale;
  }
  async run(m: SyncModel, r: SyncReal) {
    const { page } = r.phones[this.p].phone;
    const button = page.getByRole('button', { name: 'عميل جديد' });
    if (await button.count()) await button.click();
    await toSale(page);
    m.steps++;
  }
  toString() {
    return `newCustomer(phone ${this.p})`;
  }
}

class Reload implements Cmd {
  constructor(readonly p: 0 | 1) {}
  async check() {
    return true;
  }
  async run(m: SyncModel, r: SyncReal) {
    const { page } = r.phones[this.p].phone;
    await page.reload();
    await page.locator('input[name="clientName"]').waitFor();
    m.phones[this.p].onSale = true;
    m.steps++;
  }
  toString() {
    return `reload(phone ${this.p})`;
  }
}

class CloseAndReopen implements Cmd {
  constructor(readonly p: 0 | 1) {}
  async check() {
    return true;
  }
  async run(m: SyncModel, r: SyncReal) {
    const real = r.phones[this.p];
    await real.phone.page.close();
    real.phone.page = await real.phone.context.newPage();
    await toSale(real.phone.page);
    m.phones[this.p].onSale = true;
    m.steps++;
  }
  toString() {
    return `closeAndReopen(phone ${this.p})`;
  }
}

class Network implements Cmd {
  constructor(
    readonly p: 0 | 1,
    readonly state: PhoneNetwork,
  ) {}
  async check(m: Readonly<SyncModel>) {
    return m.phones[this.p].network !== this.state;
  }
  async run(m: SyncModel, r: SyncReal) {
    await r.phones[this.p].phone.network(this.state);
    m.phones[this.p].network = this.state;
    m.steps++;
  }
  toString() {
    return `network(phone ${this.p}, ${this.state})`;
  }
}

class KillServer implements Cmd {
  async check(m: Readonly<SyncModel>) {
    return m.serverUp;
  }
  async run(m: SyncModel, r: SyncReal) {
    await r.server.kill();
    m.serverUp = false;
    m.steps++;
  }
  toString() {
    return 'kill -9 the server';
  }
}

class StartServer implements Cmd {
  async check(m: Readonly<SyncModel>) {
    return !m.serverUp;
  }
  async run(m: SyncModel, r: SyncReal) {
    await r.server.restart();
    m.serverUp = true;
    m.steps++;
  }
  toString() {
    return 'start the server again';
  }
}

class Clock implements Cmd {
  constructor(
    readonly p: 0 | 1,
    readonly days: -2 | 0 | 2,
  ) {}
  async check(m: Readonly<SyncModel>) {
    return m.phones[this.p].clockDays !== this.days;
  }
  async run(m: SyncModel, r: SyncReal) {
    await r.phones[this.p].clock.set(this.days * DAY_MS);
    m.phones[this.p].clockDays = this.days;
    m.steps++;
  }
  toString() {
    return `clock(phone ${this.p}, ${this.days} days)`;
  }
}

/** One step of a shop's day, with the weights of how often each happens. */
export function stepArbitrary(): fc.Arbitrary<Cmd> {
  const item = fc.integer({ min: 0, max: MODEL_ITEMS - 1 });
  return fc.oneof(
    { weight: 30, arbitrary: fc.tuple(phoneIndex, item).map(([p, i]) => new Sell(p, i)) },
    { weight: 4, arbitrary: fc.tuple(phoneIndex, fc.uniqueArray(item, { minLength: 2, maxLength: 4 })).map(([p, i]) => new Paste(p, i)) },
    { weight: 6, arbitrary: phoneIndex.map((p) => new NewCustomer(p)) },
    { weight: 4, arbitrary: phoneIndex.map((p) => new Reload(p)) },
    { weight: 2, arbitrary: phoneIndex.map((p) => new CloseAndReopen(p)) },
    {
      weight: 14,
      arbitrary: fc
        .tuple(phoneIndex, fc.constantFrom<PhoneNetwork>('online', 'offline', 'wifiNoInternet', 'wifiRefused'))
        .map(([p, s]) => new Network(p, s)),
    },
    { weight: 1, arbitrary: fc.constant(new KillServer()) },
    { weight: 3, arbitrary: fc.constant(new StartServer()) },
    { weight: 2, arbitrary: fc.tuple(phoneIndex, fc.constantFrom<-2 | 0 | 2>(-2, 0, 2)).map(([p, d]) => new Clock(p, d)) },
  );
}

/** The server and two phones of one outlet, signed in, on the sale screen, with the items on both. */
export async function startSyncReal(browser: Browser): Promise<SyncReal> {
  let counter!: Awaited<ReturnType<typeof buildCounter>>;
  let second!: BuiltUser;
  let serials!: string[];
  const server = await startKillableServer({
    seed: async (seeding) => {
      const owner = await (await import('./factories')).buildUser(seeding, { roles: ['owner'] });
      counter = await buildCounter(seeding, owner.token, { outlet: 'فرع النموذج', catalog: 'RO system' });
      second = await buildOutletAccount(seeding, owner.token, counter.outlet, ['activationEditor']);
      serials = await placeItems(seeding, owner.token, counter.outlet, MODEL_ITEMS, counter.catalogId);
    },
  });
  const phones = [] as unknown as [RealPhone, RealPhone];
  for (const seller of [counter.seller, second]) {
    let clock!: ClockSkew;
    const phone = await openPhone(
      browser,
      () => server.url,
      async (context) => (clock = await skewClock(context, 0)),
    );
    // Remembered, as the installed app signs in by default: a closed and reopened app opens offline.
    // The sign-in lands a seller on the sale screen: its customer is filled there, not after a second load.
    await sellerIn(phone, seller, serials, { remember: true });
    await customerIn(phone.page, MODEL_CUSTOMER);
    phones.push({ phone, seller, clock });
  }
  return { server, phones, serials, seen: new Map(), log: [] };
}

export function initialModel(): SyncModel {
  const phone = (): PhoneState => ({ network: 'online', clockDays: 0, onSale: true });
  return { serverUp: true, phones: [phone(), phone()], steps: 0 };
}

/** Runs `steps` steps drawn from `seed`; the actions on the phones are remembered after each. Answers the steps as run, for the log. */
export async function walk(real: SyncReal, seed: number, steps: number): Promise<string[]> {
  // Twice as many drawn as run: a step that does not apply (a network already so, a server already up) is skipped.
  const cmds = fc.sample(fc.array(stepArbitrary(), { minLength: steps * 2, maxLength: steps * 2 }), { seed, numRuns: 1 })[0] as Cmd[];
  const model = initialModel();
  const ran: string[] = [];
  const traced = cmds.map((cmd): Cmd => ({
    check: async (m) => ran.length < steps && (await cmd.check(m)),
    run: async (m, r) => {
      ran.push(cmd.toString());
      await cmd.run(m, r);
      await remember(r);
    },
    toString: () => cmd.toString(),
  }));
  await fc.asyncModelRun(() => ({ model, real }), traced);
  return ran;
}

/** What the server holds: each action's id and state, and each item's state. */
export function serverState(real: SyncReal) {
  const db = new Database(real.server.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const actions = db.prepare("select id, status, serial_number as serial, type from actions where type = 'activate'").all() as Array<{
      id: string;
      status: string;
      serial: string;
    }>;
    const items = db
      .prepare('select serial_number as serial, status, warranty_status as warranty, bill_date as billDate from items')
      .all() as Array<{ serial: string; status: string; warranty: string; billDate: string | null }>;
    return { actions, items };
  } finally {
    db.close();
  }
}

/** The network back on both phones and the server up: the run heals, as a shop's day ends. */
export async function heal(real: SyncReal): Promise<void> {
  if (!real.server.running) await real.server.restart();
  for (const { phone } of real.phones) await phone.network('online');
}

export interface Verdict {
  /** Actions the phones still hold unanswered: their stores', and what their headers say waits. */
  waiting: number;
  problems: string[];
}

/** The invariants, read once: empty `problems` and nothing waiting means the run converged. */
export async function check(real: SyncReal): Promise<Verdict> {
  await remember(real);
  const server = serverState(real);
  const onServer = new Map(server.actions.map((a) => [a.id, a]));
  const problems: string[] = [];
  let waiting = 0;
  const now = new Map<string, string>();
  for (const { phone, seller } of real.phones) {
    for (const [id, state] of await storeActions(phone.page, seller.id)) now.set(id, state);
    // What the seller reads: the header's count of actions waiting (read from the page, whatever keeps them).
    waiting += Number(
      (await phone.page
        .getByTestId('sync-status')
        .getAttribute('data-pending', { timeout: 5_000 })
        .catch(() => '1')) ?? '1',
    );
  }
  for (const [id] of real.seen) {
    const state = now.get(id);
    if (!state) problems.push(`action ${id} left the phone`);
    else if (state === 'queued') waiting++;
    else {
      const stored = onServer.get(id);
      if (!stored) problems.push(`action ${id} is ${state} on the phone and not on the server`);
      else if ((stored.status === 'applied') !== (state === 'applied'))
        problems.push(`action ${id}: phone ${state}, server ${stored.status}`);
    }
  }
  const applied = new Map<string, number>();
  for (const a of server.actions) if (a.status === 'applied') applied.set(a.serial, (applied.get(a.serial) ?? 0) + 1);
  for (const [serial, count] of applied) if (count > 1) problems.push(`${serial} sold ${count} times`);
  const truth = new Map(server.items.filter((i) => real.serials.includes(i.serial)).map((i) => [i.serial, `${i.status}/${i.warranty}`]));
  for (const { phone, seller } of real.phones) {
    const held = await storeItems(phone.page, seller.id);
    for (const [serial, state] of truth)
      if (held.get(serial) !== state) problems.push(`phone of ${seller.email}: ${serial} is ${held.get(serial)}, server ${state}`);
  }
  // A sale is dated by the server's clock whatever the phone's said: within the run, never two days off.
  for (const item of server.items) {
    if (!item.billDate) continue;
    const off = Math.abs(Date.parse(item.billDate) - Date.now());
    if (off > DAY_MS) problems.push(`${item.serial} is dated ${item.billDate}`);
  }
  return { waiting, problems };
}

/** The phones' sale-screen cards that show no outcome for an action their store answered (what the seller reads). */
export async function unshownOutcomes(real: SyncReal): Promise<string[]> {
  const wrong: string[] = [];
  for (const { phone } of real.phones) {
    const cards = await phone.page
      .locator('[data-card-serial]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-card-serial'), e.getAttribute('data-card-state')]));
    for (const [serial, state] of cards) if (state === 'queued' || state === 'toConfirm') wrong.push(`${serial} says ${state}`);
  }
  return wrong;
}

export async function stopSyncReal(real: SyncReal): Promise<void> {
  for (const { phone } of real.phones) await phone.context.close().catch(() => undefined);
  await real.server.stop();
}
