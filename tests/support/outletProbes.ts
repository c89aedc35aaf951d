import { expect } from 'vitest';
import { sellerOfUser } from '../../server/modules/sellers/sellers.repository';
import { buildUser } from './factories';
import { action, buildSeller, push } from './items';
import { buildOutletAccount, itemRow } from './outlets';
import {
  type Probe,
  type World,
  call,
  reached,
  hidden,
  db,
  complaintRow,
  sellerRow,
  countAt,
  itemIdOf,
  pullAll,
  COMPLAINT_FIND,
  complaintMutation,
  SELLER_UPDATE,
  SELLER_STATUS,
  LINK,
  ITEM_LIST,
  DASHBOARD,
  EXPORTATION,
  INVENTORY,
  WAREHOUSE,
  ACTIVATIONS,
  freshComplaint,
  complaintUntouched,
  pushAsOutlet,
} from './scope';

const ACCOUNT_OPTIONS = 'query ($q: String) { sellerAccountOptions(query: $q) { id label } }';
const USER_OPTIONS = 'query ($q: String) { iamUserAutocomplete(query: $q) { id label } }';
const userOptions = async (w: World, user: World['owner'], q: string): Promise<string[]> =>
  (await reached(w, user, USER_OPTIONS, { q })).iamUserAutocomplete.map((o: { id: string }) => o.id);
const COMPLAINT_RECORD =
  'mutation ($s: String) { complaintRecord(serialNumber: $s, customerName: "Walk-in", phoneNumber: "01011112222", message: "Leaking filter") { id sellerId customerName source } }';

const CLAIM_LIST = 'query ($s: String, $c: String) { warrantyClaimList(serialNumber: $s, complaintId: $c) { serialNumber sellerId } }';

/** A claim opened by the owner on an item from its complaint (once: a second answers that one is open). */
async function openClaim(w: World, serial: string, complaintId: string): Promise<void> {
  const out = await push(w.server, w.owner.token, [action('claimReceive', serial, { complaintId })]);
  expect(['applied', 'items.errors.claim.open']).toContain(out.results[0]?.reasonKey ?? out.results[0]?.status);
}

// One probe per outlet-scoped operation: the outlet account reaches its own outlet's record, not another's.

export const OUTLET_PROBES: Record<string, Probe> = {
  complaintList: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query { complaintList(limit: 100) { rows { id sellerId } } }');
      expect(data.complaintList.rows.map((r: { id: string }) => r.id)).toContain(w.complaintA);
      expect(new Set(data.complaintList.rows.map((r: { sellerId: string }) => r.sellerId))).toEqual(new Set([w.a]));
    },
    async other(w) {
      const all = await reached(w, w.outlet, 'query { complaintList(limit: 100) { rows { id } } }');
      expect(all.complaintList.rows.map((r: { id: string }) => r.id)).not.toContain(w.complaintB);
      const asked = await reached(w, w.outlet, 'query ($s: String) { complaintList(filter: { sellerId: $s }) { count } }', { s: w.b });
      expect(asked.complaintList.count).toBe(0);
      expect(
        (await reached(w, w.backOffice, 'query ($s: String) { complaintList(filter: { sellerId: $s }) { count } }', { s: w.b }))
          .complaintList.count,
      ).toBeGreaterThan(0);
    },
  },
  complaintFind: {
    async own(w) {
      expect((await reached(w, w.outlet, COMPLAINT_FIND, { id: w.complaintA })).complaintFind).toMatchObject({
        id: w.complaintA,
        sellerId: w.a,
      });
    },
    other: (w) => hidden(w, COMPLAINT_FIND, { id: w.complaintB }, 'backOfficeReaches'),
  },
  complaintRecord: {
    async own(w) {
      const data = await reached(w, w.outlet, COMPLAINT_RECORD, { s: w.atA[0] });
      expect(data.complaintRecord).toMatchObject({ sellerId: w.a, customerName: 'Walk-in', source: 'backoffice' });
    },
    async other(w) {
      // Another outlet's item answers exactly as a serial no item has, and nothing is recorded.
      const count = async () => (await db(w).selectFrom('complaints').select('id').execute()).length;
      const before = await count();
      const theirs = await call(w, w.outlet, COMPLAINT_RECORD, { s: w.atB[0] });
      const nobodys = await call(w, w.outlet, COMPLAINT_RECORD, { s: 'P26999999995' });
      expect(theirs.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(theirs.errors?.[0]?.message).toBe(nobodys.errors?.[0]?.message);
      expect(theirs.data ?? null).toBeNull();
      expect(await count()).toBe(before);
      await reached(w, w.backOffice, COMPLAINT_RECORD, { s: w.atB[0] });
    },
  },
  complaintReply: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      const data = await reached(
        w,
        w.outlet,
        'mutation ($id: String!) { complaintReply(id: $id, message: "On our way") { id status messages { id } } }',
        { id },
      );
      expect(data.complaintReply).toMatchObject({ id, status: 'opened' });
      expect(data.complaintReply.messages).toHaveLength(2);
    },
    other: async (w) =>
      complaintUntouched(
        w,
        'complaintReply',
        await freshComplaint(w, w.atB[0] as string),
        {},
        'mutation ($id: String!) { complaintReply(id: $id, message: "Not yours") { id } }',
      ),
  },
  complaintLock: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      expect((await reached(w, w.outlet, complaintMutation('complaintLock'), { id })).complaintLock).toMatchObject({
        id,
        status: 'closed',
      });
    },
    other: async (w) => complaintUntouched(w, 'complaintLock', await freshComplaint(w, w.atB[0] as string)),
  },
  complaintUnlock: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string, true);
      expect((await reached(w, w.outlet, complaintMutation('complaintUnlock'), { id })).complaintUnlock).toMatchObject({
        id,
        status: 'opened',
      });
    },
    other: async (w) => complaintUntouched(w, 'complaintUnlock', await freshComplaint(w, w.atB[0] as string, true)),
  },
  complaintDestroy: {
    async own(w) {
      const id = await freshComplaint(w, w.atA[0] as string);
      expect((await reached(w, w.outlet, 'mutation ($id: String!) { complaintDestroy(id: $id) }', { id })).complaintDestroy).toBe(true);
      expect(await complaintRow(w, id)).toBeUndefined();
    },
    other: async (w) =>
      complaintUntouched(
        w,
        'complaintDestroy',
        await freshComplaint(w, w.atB[0] as string),
        {},
        'mutation ($id: String!) { complaintDestroy(id: $id) }',
      ),
  },

  sellerList: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query { sellerList(filter: { tab: "all" }, limit: 100) { count rows { id } } }');
      expect(data.sellerList).toEqual({ count: 1, rows: [{ id: w.a }] });
    },
    async other(w) {
      const name = (await sellerRow(w, w.b))?.name;
      const data = await reached(w, w.outlet, 'query ($n: String) { sellerList(filter: { tab: "all", name: $n }) { count rows { id } } }', {
        n: name,
      });
      expect(data.sellerList).toEqual({ count: 0, rows: [] });
      expect(
        (await reached(w, w.backOffice, 'query ($n: String) { sellerList(filter: { tab: "all", name: $n }) { count } }', { n: name }))
          .sellerList.count,
      ).toBe(1);
    },
  },
  sellerFind: {
    async own(w) {
      expect((await reached(w, w.outlet, 'query ($id: String!) { sellerFind(id: $id) { id } }', { id: w.a })).sellerFind).toEqual({
        id: w.a,
      });
    },
    other: (w) => hidden(w, 'query ($id: String!) { sellerFind(id: $id) { id } }', { id: w.b }, 'backOfficeReaches'),
  },
  sellerUpdate: {
    async own(w) {
      const data = await reached(w, w.outlet, SELLER_UPDATE, {
        id: w.a,
        d: { sellerType: 'branch', nameEn: 'Outlet A (renamed by its account)' },
      });
      expect(data.sellerUpdate).toEqual({ id: w.a, name: 'Outlet A (renamed by its account)' });
    },
    async other(w) {
      const before = await sellerRow(w, w.b);
      await hidden(w, SELLER_UPDATE, { id: w.b, d: { sellerType: 'branch', nameEn: 'Taken over' } });
      expect(await sellerRow(w, w.b)).toEqual(before);
      const name = { nameAr: before?.name_ar, nameEn: before?.name_en };
      expect((await reached(w, w.backOffice, SELLER_UPDATE, { id: w.b, d: { sellerType: 'branch', ...name } })).sellerUpdate.id).toBe(w.b);
    },
  },
  sellerChangeStatus: {
    async own(w) {
      // There and back: the outlet stays confirmed for the probes after this one.
      expect((await reached(w, w.outlet, SELLER_STATUS, { id: w.a, s: 'renewal' })).sellerChangeStatus).toEqual({
        id: w.a,
        status: 'renewal',
      });
      expect((await reached(w, w.outlet, SELLER_STATUS, { id: w.a, s: 'confirmed' })).sellerChangeStatus).toEqual({
        id: w.a,
        status: 'confirmed',
      });
    },
    async other(w) {
      const before = await sellerRow(w, w.b);
      await hidden(w, SELLER_STATUS, { id: w.b, s: 'renewal' });
      expect(await sellerRow(w, w.b)).toEqual(before);
      for (const status of ['renewal', 'confirmed'])
        expect((await reached(w, w.backOffice, SELLER_STATUS, { id: w.b, s: status })).sellerChangeStatus).toEqual({ id: w.b, status });
    },
  },
  sellerDestroy: {
    // Its own outlet is reached, but never deletable: it holds items and the account itself.
    async own(w) {
      const res = await call(w, w.outlet, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [w.a] });
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(res.errors?.[0]?.message).toBe('This seller can not be deleted');
      expect(await sellerRow(w, w.a)).toBeDefined();
    },
    // An empty outlet the owner could delete: hidden from the outlet account, and still there.
    async other(w) {
      const empty = await buildSeller(w.server, w.owner.token, { name: 'Empty outlet' });
      await hidden(w, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [empty] });
      expect(await sellerRow(w, empty)).toBeDefined();
      await reached(w, w.backOffice, 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', { ids: [empty] });
      expect(await sellerRow(w, empty)).toBeUndefined();
    },
  },
  sellerLinkUser: {
    async own(w) {
      const newcomer = await buildUser(w.server, { userType: 'seller' });
      expect((await reached(w, w.outlet, LINK, { u: newcomer.id, s: w.a })).sellerLinkUser).toBe(true);
      expect(await sellerOfUser(db(w), newcomer.id)).toBe(w.a);
    },
    async other(w) {
      // Into another outlet; and another outlet's account moved to its own or unlinked: all not found, nothing changed.
      const newcomer = await buildUser(w.server, { userType: 'seller' });
      await hidden(w, LINK, { u: newcomer.id, s: w.b });
      expect(await sellerOfUser(db(w), newcomer.id)).toBeNull();
      const theirs = await buildOutletAccount(w.server, w.owner.token, w.b, ['activationEditor']);
      await hidden(w, LINK, { u: theirs.id, s: w.a });
      await hidden(w, LINK, { u: theirs.id, s: null });
      expect(await sellerOfUser(db(w), theirs.id)).toBe(w.b);
      await reached(w, w.backOffice, LINK, { u: newcomer.id, s: w.b });
      expect(await sellerOfUser(db(w), newcomer.id)).toBe(w.b);
    },
  },

  iamUserAutocomplete: {
    async own(w) {
      // Its own outlet's accounts: itself and a colleague of outlet a.
      const colleague = await buildOutletAccount(w.server, w.owner.token, w.a, ['activationViewer']);
      expect(await userOptions(w, w.outlet, '')).toEqual(expect.arrayContaining([w.outlet.id, colleague.id]));
    },
    async other(w) {
      // Not the staff, not another outlet's accounts: before, `query: ""` listed every account's name and address.
      const elsewhere = await buildOutletAccount(w.server, w.owner.token, w.b, ['activationViewer']);
      const listed = await userOptions(w, w.outlet, '');
      for (const id of [w.owner.id, w.accountA.id, w.accountB.id, elsewhere.id]) expect(listed).not.toContain(id);
      expect(await userOptions(w, w.outlet, w.owner.email)).toEqual([]);
      // A back-office account finds them all.
      expect(await userOptions(w, w.backOffice, '')).toEqual(
        expect.arrayContaining([w.owner.id, w.outlet.id, elsewhere.id, w.accountA.id]),
      );
    },
  },
  sellerAccountOptions: {
    async own(w) {
      // A free seller account and the outlet's own (the outlet account itself) are offered; a back-office account is not.
      const free = await buildUser(w.server, { userType: 'seller' });
      const ids = (await reached(w, w.outlet, ACCOUNT_OPTIONS, { q: '' })).sellerAccountOptions.map((o: { id: string }) => o.id);
      expect(ids).toEqual(expect.arrayContaining([free.id, w.outlet.id]));
      expect(ids).not.toContain(w.owner.id);
    },
    async other(w) {
      // Another outlet's account is not offered to this outlet; the owner (any outlet) sees it.
      const theirs = await buildOutletAccount(w.server, w.owner.token, w.b, ['activationEditor']);
      const offered = async (user: typeof w.owner) =>
        (await reached(w, user, ACCOUNT_OPTIONS, { q: theirs.email })).sellerAccountOptions.map((o: { id: string }) => o.id);
      expect(await offered(w.outlet)).not.toContain(theirs.id);
      expect(await offered(w.backOffice)).toContain(theirs.id);
    },
  },

  itemList: {
    async own(w) {
      const data = await reached(w, w.outlet, ITEM_LIST, { f: { serialNumber: w.atA[0] } });
      expect(data.itemList).toEqual({ count: 1, rows: [{ serialNumber: w.atA[0], sellerId: w.a }] });
    },
    async other(w) {
      expect((await reached(w, w.outlet, ITEM_LIST, { f: { serialNumber: w.atB[0] } })).itemList).toEqual({ count: 0, rows: [] });
      expect((await reached(w, w.outlet, ITEM_LIST, { f: { sellerId: w.b } })).itemList).toEqual({ count: 0, rows: [] });
      expect((await reached(w, w.backOffice, ITEM_LIST, { f: { serialNumber: w.atB[0] } })).itemList.count).toBe(1);
      const everything = await reached(w, w.outlet, ITEM_LIST, {});
      expect(everything.itemList.rows.filter((r: { sellerId: string | null }) => r.sellerId && r.sellerId !== w.a)).toEqual([]);
    },
  },
  itemFind: {
    async own(w) {
      expect(
        (await reached(w, w.outlet, 'query ($s: String!) { itemFind(serialNumber: $s) { serialNumber sellerId } }', { s: w.atA[0] }))
          .itemFind,
      ).toEqual({ serialNumber: w.atA[0], sellerId: w.a });
    },
    other: (w) => hidden(w, 'query ($s: String!) { itemFind(serialNumber: $s) { serialNumber } }', { s: w.atB[0] }, 'backOfficeReaches'),
  },
  itemTimeline: {
    async own(w) {
      const data = await reached(w, w.outlet, 'query ($id: String!) { itemTimeline(id: $id) { action sellerId } }', {
        id: await itemIdOf(w, w.activatedA.serial),
      });
      expect(data.itemTimeline.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['export', 'activate']));
    },
    other: async (w) =>
      hidden(
        w,
        'query ($id: String!) { itemTimeline(id: $id) { action } }',
        { id: await itemIdOf(w, w.activatedB.serial) },
        'backOfficeReaches',
      ),
  },
  activationRecordList: {
    async own(w) {
      const data = await reached(w, w.outlet, ACTIVATIONS, { p: w.activatedA.phone });
      expect(data.activationRecordList).toEqual({ count: 1, rows: [{ phoneNumber: w.activatedA.phone, items: [w.activatedA.serial] }] });
    },
    async other(w) {
      expect((await reached(w, w.outlet, ACTIVATIONS, { p: w.activatedB.phone })).activationRecordList).toEqual({ count: 0, rows: [] });
      const all = await reached(w, w.outlet, ACTIVATIONS, {});
      expect(all.activationRecordList.rows.map((r: { phoneNumber: string }) => r.phoneNumber)).not.toContain(w.activatedB.phone);
      expect((await reached(w, w.backOffice, ACTIVATIONS, { p: w.activatedB.phone })).activationRecordList.count).toBe(1);
    },
  },
  itemPull: {
    async own(w) {
      const serials = (await pullAll(w, w.outlet, 'itemPull', 'item { serialNumber }')).map((d) => d.item?.serialNumber);
      expect(serials).toEqual(expect.arrayContaining([...w.atA, ...w.stock]));
    },
    async other(w) {
      const docs = await pullAll(w, w.outlet, 'itemPull', 'item { serialNumber sellerId }');
      expect(docs.filter((d) => d.item?.sellerId && d.item.sellerId !== w.a)).toEqual([]);
      for (const serial of w.atB) expect(docs.map((d) => d.item?.serialNumber)).not.toContain(serial);
      // Reaching every outlet replicates none of them (back-office readers page through itemList): the stock only.
      const office = (await pullAll(w, w.backOffice, 'itemPull', 'item { serialNumber sellerId }')).map((d) => d.item);
      expect(office.map((i) => i?.serialNumber)).toEqual(expect.arrayContaining(w.stock));
      expect(office.filter((i) => i?.sellerId)).toEqual([]);
    },
  },
  sellerPull: {
    async own(w) {
      // Its own outlet, live (an outlet deleted elsewhere leaves every device a tombstone without its record).
      const live = (await pullAll(w, w.outlet, 'sellerPull', 'seller { id }')).filter((d) => !d._deleted);
      expect(live.map((d) => d.seller?.id)).toEqual([w.a]);
    },
    async other(w) {
      expect((await pullAll(w, w.outlet, 'sellerPull', 'seller { id }')).map((d) => d.seller?.id)).not.toContain(w.b);
      expect((await pullAll(w, w.backOffice, 'sellerPull', 'seller { id }')).map((d) => d.seller?.id)).toContain(w.b);
    },
  },
  actionPush: {
    async own(w) {
      const [sell, activateIt, restore] = w.atA.slice(1, 4) as [string, string, string];
      const stock = w.stock[0] as string;
      expect(
        await pushAsOutlet(w, [
          action('sell', sell, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('activate', activateIt, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('restore', restore),
          action('export', stock, { sellerId: w.a }),
        ]),
      ).toEqual(['applied', 'applied', 'applied', 'applied']);
    },
    async other(w) {
      const [sell, activateIt, restore] = w.atB.slice(1, 4) as [string, string, string];
      const stock = w.stock[1] as string;
      const before = await Promise.all([sell, activateIt, restore, stock].map((s) => itemRow(w.server, s)));
      expect(
        await pushAsOutlet(w, [
          action('sell', sell, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('activate', activateIt, { clientName: 'Mona', clientPhone: '01001112223' }),
          action('restore', restore),
          action('export', stock, { sellerId: w.b }),
        ]),
      ).toEqual(['items.errors.otherOutlet', 'items.errors.otherOutlet', 'items.errors.otherOutlet', 'items.errors.ownOutletOnly']);
      expect(await Promise.all([sell, activateIt, restore, stock].map((s) => itemRow(w.server, s)))).toEqual(before);
      const office = await push(w.server, w.backOffice.token, [action('sell', sell, { clientName: 'Mona', clientPhone: '01001112223' })]);
      expect(office.results.map((r) => r.reasonKey ?? r.status)).toEqual(['applied']);
    },
  },

  // Warranty claims: an outlet account reads the claims on its outlet's items only.
  warrantyClaimList: {
    async own(w) {
      await openClaim(w, w.atA[0] as string, w.complaintA);
      const byComplaint = await reached(w, w.outlet, CLAIM_LIST, { c: w.complaintA });
      expect(byComplaint.warrantyClaimList).toEqual([{ serialNumber: w.atA[0], sellerId: w.a }]);
      const bySerial = await reached(w, w.outlet, CLAIM_LIST, { s: w.atA[0] });
      expect(bySerial.warrantyClaimList).toHaveLength(1);
    },
    async other(w) {
      await openClaim(w, w.atB[0] as string, w.complaintB);
      expect((await reached(w, w.outlet, CLAIM_LIST, { c: w.complaintB })).warrantyClaimList).toEqual([]);
      expect((await reached(w, w.outlet, CLAIM_LIST, { s: w.atB[0] })).warrantyClaimList).toEqual([]);
      expect((await reached(w, w.backOffice, CLAIM_LIST, { s: w.atB[0] })).warrantyClaimList).toHaveLength(1);
    },
  },

  // Figures: an outlet account's are its outlet's, whatever outlet the filter names.
  dashboard: {
    async own(w) {
      const data = await reached(w, w.outlet, DASHBOARD, {});
      expect(data.dashboard.bySeller.map((s: { sellerId: string }) => s.sellerId)).toEqual([w.a]);
      expect(data.dashboard.totals.exported).toBe(await countAt(w, w.a));
    },
    async other(w) {
      const data = await reached(w, w.outlet, DASHBOARD, { f: { sellerId: w.b } });
      expect(data.dashboard.bySeller.map((s: { sellerId: string }) => s.sellerId)).not.toContain(w.b);
      expect(data.dashboard.totals.exported).toBe(await countAt(w, w.a));
      const office = await reached(w, w.backOffice, DASHBOARD, {});
      expect(office.dashboard.bySeller.map((s: { sellerId: string }) => s.sellerId)).toEqual(expect.arrayContaining([w.a, w.b]));
    },
  },
  totalWarehouse: {
    // The warehouse is no outlet's: the account reaches the stock (it may export from it), and no outlet's items count.
    async own(w) {
      const rows = (await reached(w, w.outlet, WAREHOUSE, {})).totalWarehouse.rows;
      expect(rows).toContainEqual({
        catalogId: w.stockCatalog,
        inStock: (
          await db(w).selectFrom('items').select('id').where('catalog_id', '=', w.stockCatalog).where('status', '=', 'inStock').execute()
        ).length,
      });
    },
    async other(w) {
      const rows = (await reached(w, w.outlet, WAREHOUSE, { f: { sellerId: w.b } })).totalWarehouse.rows;
      expect(rows.map((r: { catalogId: string }) => r.catalogId)).not.toContain(w.catalogOfB);
      // Nor for a back-office account: the same stock.
      expect((await reached(w, w.backOffice, WAREHOUSE, { f: { sellerId: w.b } })).totalWarehouse.rows).toEqual(rows);
    },
  },
  totalInventory: {
    async own(w) {
      expect((await reached(w, w.outlet, INVENTORY, {})).totalInventory.total.exported).toBe(await countAt(w, w.a));
    },
    async other(w) {
      expect((await reached(w, w.outlet, INVENTORY, { f: { sellerId: w.b } })).totalInventory.total.exported).toBe(await countAt(w, w.a));
      expect((await reached(w, w.backOffice, INVENTORY, { f: { sellerId: w.b } })).totalInventory.total.exported).toBe(
        await countAt(w, w.b),
      );
    },
  },
  totalExportation: {
    async own(w) {
      const data = await reached(w, w.outlet, EXPORTATION, {});
      expect(data.totalExportation.bySeller).toEqual([{ sellerId: w.a, count: await countAt(w, w.a) }]);
    },
    async other(w) {
      const data = await reached(w, w.outlet, EXPORTATION, { f: { sellerId: w.b } });
      expect(data.totalExportation.bySeller.map((s: { sellerId: string }) => s.sellerId)).toEqual([w.a]);
      expect(
        (await reached(w, w.backOffice, EXPORTATION, { f: { sellerId: w.b } })).totalExportation.bySeller.map(
          (s: { sellerId: string }) => s.sellerId,
        ),
      ).toEqual([w.b]);
    },
  },
};
