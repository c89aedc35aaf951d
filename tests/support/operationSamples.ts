import type { Permission } from '../../shared/permissions';
type OperationName = `Query.${string}` | `Mutation.${string}`;

/** Records a sample may need to exist before it runs (made once, in the walk's beforeAll). */
export interface WalkRecords {
  /** One catalog entry of each kind, not in use (its items do not stop an update). */
  product: string;
  sparePart: string;
  accessory: string;
  /** An item of `product`: its id (itemTimeline) and serial number (itemFind). */
  item: { id: string; serialNumber: string };
  /** Outlets of each type (confirmed branch, pending distributor). */
  branch: string;
  distributor: string;
  /** An account of userType seller, for sellerLinkUser. */
  sellerUser: string;
  /** A governorate, a city in it, a region in that city. */
  governorate: string;
  city: string;
  region: string;
  /** An open complaint (replies, unlock: never locked) and one locked again and again. */
  complaint: string;
  lockedComplaint: string;
  offer: string;
  /** A news item made through the content back-office (a draft). */
  contentNews: string;
}

/** What the walk makes anew for one call: targets of one-way changes (delete, status, answer). */
export type FreshKind = 'product' | 'sparePart' | 'accessory' | 'branch' | 'distributor' | 'application' | 'complaint' | 'offer' | 'settingsHistory' | 'contentNews';

/** What a sample may use: records to act on, who is calling, and a counter for unique values. */
export interface WalkFixture {
  target: { id: string; email: string };
  /** A fresh number on every call (unique emails, import hashes). */
  next(): number;
  records: WalkRecords;
  /** A new record made (by an owner, through the API) for this one call. */
  fresh(kind: FreshKind): Promise<string>;
  /**
   * Whether the caller of this call holds the permission (false anonymously).
   * Only for operations several permissions open whose resolver then narrows
   * by the record (branch vs distributor, catalog kind): the sample picks the
   * record the caller's own permission covers, as the table promises.
   */
  can(permission: Permission): boolean;
}

export interface SampleCall {
  query: string;
  variables?: Record<string, unknown>;
}

/**
 * One valid call per GraphQL operation, for the permission walk
 * (tests/integration/permissions.test.ts). A call made by an allowed role must
 * succeed with no error at all, and may run many times (so it creates unique
 * data, changes nothing, or acts on a record `fx.fresh` made for it). Adding
 * an operation to a module means adding its sample here: the walk fails for a
 * guarded operation without one.
 */
export const OPERATION_SAMPLES: Partial<Record<OperationName, (fx: WalkFixture) => SampleCall | Promise<SampleCall>>> = {
  'Query.appInfo': () => ({ query: '{ appInfo { version } }' }),
  'Mutation.ping': () => ({ query: 'mutation { ping }' }),
  'Query.authMe': () => ({ query: '{ authMe { id } }' }),
  'Query.authIsEmailConfigured': () => ({ query: '{ authIsEmailConfigured }' }),
  'Mutation.authSignUp': (fx) => ({ query: 'mutation ($e: String!) { authSignUp(email: $e, password: "walk-password-1") { token } }', variables: { e: `walk-signup-${fx.next()}@test.example` } }),
  'Mutation.authSignIn': () => ({ query: 'mutation { authSignIn(email: "nobody@test.example", password: "wrong-password") { token } }' }),
  'Mutation.authRefresh': () => ({ query: 'mutation { authRefresh { token } }' }),
  'Mutation.authSignOut': () => ({ query: 'mutation { authSignOut }' }),
  'Mutation.authSendPasswordResetEmail': () => ({ query: 'mutation { authSendPasswordResetEmail(email: "nobody@test.example") }' }),
  'Mutation.authVerifyEmail': () => ({ query: 'mutation { authVerifyEmail(token: "not-a-token") { id } }' }),
  'Mutation.authPasswordReset': () => ({ query: 'mutation { authPasswordReset(token: "not-a-token", password: "walk-password-1") }' }),
  'Mutation.authSendEmailAddressVerificationEmail': () => ({ query: 'mutation { authSendEmailAddressVerificationEmail }' }),
  'Mutation.authUpdateProfile': () => ({ query: 'mutation { authUpdateProfile(profile: { firstName: "Walker" }) { id } }' }),
  'Mutation.authSendWelcomeEmail': (fx) => ({ query: 'mutation ($e: String!) { authSendWelcomeEmail(email: $e, name: "Walk") }', variables: { e: `walk-welcome-${fx.next()}@test.example` } }),

  'Query.iamListUsers': () => ({ query: '{ iamListUsers(filter: { status: "enabled" }, orderBy: "email_ASC", limit: 5) { count rows { id } } }' }),
  'Query.iamListRoles': () => ({ query: '{ iamListRoles { role users { id } } }' }),
  'Query.iamFind': (fx) => ({ query: 'query ($id: ID!) { iamFind(id: $id) { id } }', variables: { id: fx.target.id } }),
  'Query.iamUserAutocomplete': () => ({ query: '{ iamUserAutocomplete(query: "walk", limit: 5) { id label } }' }),
  'Mutation.iamCreate': (fx) => ({ query: 'mutation ($d: IamCreateInput!) { iamCreate(data: $d) }', variables: { d: { emails: [`walk-invite-${fx.next()}@test.example`], roles: ['viewer'] } } }),
  'Mutation.iamEdit': (fx) => ({ query: 'mutation ($d: IamEditInput!) { iamEdit(data: $d) }', variables: { d: { id: fx.target.id, roles: ['viewer'] } } }),
  'Mutation.iamRemove': (fx) => ({ query: 'mutation ($e: [String!]!) { iamRemove(emails: $e, roles: ["contentViewer"]) }', variables: { e: [fx.target.email] } }),
  'Mutation.iamChangeStatus': (fx) => ({ query: 'mutation ($ids: [ID!]!) { iamChangeStatus(ids: $ids, disabled: false) }', variables: { ids: [fx.target.id] } }),
  'Mutation.iamImport': (fx) => {
    const n = fx.next();
    return { query: 'mutation ($d: IamImportInput!, $h: String!) { iamImport(data: $d, importHash: $h) }', variables: { d: { email: `walk-import-${n}@test.example`, roles: ['viewer'] }, h: `walk-hash-${n}` } };
  },
  'Query.auditLogList': () => ({ query: '{ auditLogList(filter: { entityNames: ["user"] }, limit: 5) { count rows { id } } }' }),

  ...catalogSamples('product'),
  ...catalogSamples('sparePart'),
  ...catalogSamples('accessory'),

  // Branches answer to branch*, distributors to seller*: the caller acts on the type its permission covers.
  'Query.sellerList': () => ({ query: '{ sellerList(filter: { tab: "all" }, limit: 5) { count rows { id } } }' }),
  'Query.sellerFind': (fx) => ({ query: 'query ($id: String!) { sellerFind(id: $id) { id } }', variables: { id: outletFor(fx, 'Read') } }),
  'Query.applicationList': () => ({ query: '{ applicationList(status: "pending", limit: 5) { count rows { id } } }' }),
  'Mutation.sellerCreate': (fx) => ({ query: 'mutation ($d: SellerInput!) { sellerCreate(data: $d) { id } }', variables: { d: sellerData(fx, fx.can('branchCreate') ? 'branch' : 'distributor') } }),
  'Mutation.sellerUpdate': (fx) => {
    const type = fx.can('branchEdit') ? 'branch' : 'distributor';
    return { query: 'mutation ($id: String!, $d: SellerInput!) { sellerUpdate(id: $id, data: $d) { id } }', variables: { id: fx.records[type], d: sellerData(fx, type) } };
  },
  // A branch starts confirmed (→ renewal), a distributor pending (→ confirmed): one new outlet per call.
  'Mutation.sellerChangeStatus': async (fx) => {
    const branch = fx.can('branchEdit');
    return { query: 'mutation ($id: String!, $s: String!) { sellerChangeStatus(id: $id, status: $s) { id } }', variables: { id: await fx.fresh(branch ? 'branch' : 'distributor'), s: branch ? 'renewal' : 'confirmed' } };
  },
  'Mutation.sellerDestroy': async (fx) => ({ query: 'mutation ($ids: [String!]!) { sellerDestroy(ids: $ids) }', variables: { ids: [await fx.fresh(fx.can('branchDestroy') ? 'branch' : 'distributor')] } }),
  'Mutation.sellerLinkUser': (fx) => ({ query: 'mutation ($u: String!, $s: String) { sellerLinkUser(userId: $u, sellerId: $s) }', variables: { u: fx.records.sellerUser, s: outletFor(fx, 'Edit') } }),
  'Mutation.applicationMarkContacted': async (fx) => ({ query: 'mutation ($id: String!) { applicationMarkContacted(id: $id) { id } }', variables: { id: await fx.fresh('application') } }),
  'Mutation.applicationReject': async (fx) => ({ query: 'mutation ($id: String!) { applicationReject(id: $id) { id } }', variables: { id: await fx.fresh('application') } }),

  'Mutation.governorateCreate': (fx) => ({ query: 'mutation ($d: PlaceInput!) { governorateCreate(data: $d) { id } }', variables: { d: place(fx, 'Governorate') } }),
  'Mutation.governorateUpdate': (fx) => ({ query: 'mutation ($id: String!, $d: PlaceInput!) { governorateUpdate(id: $id, data: $d) { id } }', variables: { id: fx.records.governorate, d: place(fx, 'Governorate') } }),
  'Mutation.cityCreate': (fx) => ({ query: 'mutation ($d: PlaceInput!) { cityCreate(data: $d) { id } }', variables: { d: place(fx, 'City', fx.records.governorate) } }),
  'Mutation.cityUpdate': (fx) => ({ query: 'mutation ($id: String!, $d: PlaceInput!) { cityUpdate(id: $id, data: $d) { id } }', variables: { id: fx.records.city, d: place(fx, 'City', fx.records.governorate) } }),
  'Mutation.regionCreate': (fx) => ({ query: 'mutation ($d: PlaceInput!) { regionCreate(data: $d) { id } }', variables: { d: place(fx, 'Region', fx.records.city) } }),
  'Mutation.regionUpdate': (fx) => ({ query: 'mutation ($id: String!, $d: PlaceInput!) { regionUpdate(id: $id, data: $d) { id } }', variables: { id: fx.records.region, d: place(fx, 'Region', fx.records.city) } }),

  'Query.itemList': () => ({ query: '{ itemList(filter: { status: "inFactory" }, limit: 5) { count rows { id } } }' }),
  'Query.itemFind': (fx) => ({ query: 'query ($s: String!) { itemFind(serialNumber: $s) { id } }', variables: { s: fx.records.item.serialNumber } }),
  'Query.itemTimeline': (fx) => ({ query: 'query ($id: String!) { itemTimeline(id: $id) { id action } }', variables: { id: fx.records.item.id } }),
  'Query.activationRecordList': () => ({ query: '{ activationRecordList(status: "normal", limit: 5) { count rows { id } } }' }),
  // Creating items is creating stock of a catalog kind: the caller makes items of a kind it may create.
  'Mutation.itemFactoryCreate': (fx) => {
    const kind = fx.can('productCreate') ? 'product' : fx.can('sparePartCreate') ? 'sparePart' : 'accessory';
    return { query: 'mutation ($d: FactoryBatchInput!) { itemFactoryCreate(data: $d) { count } }', variables: { d: { catalogId: fx.records[kind], iterations: 1, printingCountPerItem: 1 } } };
  },
  // Each row needs its entry's kind's Import permission: the caller imports into a kind it may import.
  'Mutation.itemImport': (fx) => {
    const kind = fx.can('productImport') ? 'product' : fx.can('sparePartImport') ? 'sparePart' : 'accessory';
    const n = fx.next();
    return { query: 'mutation ($rows: [ItemImportRow!]!) { itemImport(rows: $rows) { ok error } }', variables: { rows: [{ data: { catalog: fx.records[kind] }, importHash: `walk-item-import-${n}` }] } };
  },

  'Query.itemPull': () => ({ query: '{ itemPull(limit: 5) { checkpoint { updatedAt id } documents { id } } }' }),
  'Query.sellerPull': () => ({ query: '{ sellerPull(limit: 5) { checkpoint { updatedAt id } documents { id } } }' }),
  'Query.catalogPull': () => ({ query: '{ catalogPull(limit: 5) { checkpoint { updatedAt id } documents { id } } }' }),
  'Query.actionResultPull': () => ({ query: '{ actionResultPull(limit: 5) { checkpoint { updatedAt id } documents { id } } }' }),
  // A refusal is a result, not an error: the item does not exist, so the action comes back rejected.
  'Mutation.actionPush': (fx) => ({
    query: 'mutation ($rows: [ActionPushRow!]!) { actionPush(rows: $rows) { results { id status } } }',
    variables: { rows: [{ newDocumentState: { id: uuidOf(fx.next()), type: 'factoryExport', serialNumber: 'WALK-NO-SUCH-ITEM', payload: {}, deviceId: 'walk-device', createdAt: new Date().toISOString() } }] },
  }),

  'Query.dashboard': () => ({ query: '{ dashboard { totals { total } byType { itemType } } }' }),
  'Query.totalWarehouse': () => ({ query: '{ totalWarehouse { total } }' }),
  'Query.totalInventory': () => ({ query: '{ totalInventory { total { total } } }' }),
  'Query.totalExportation': () => ({ query: '{ totalExportation(filter: { from: "2024-01-01", to: "2030-12-31" }) { total } }' }),

  'Query.settingsFind': () => ({ query: '{ settingsFind { theme } }' }),
  'Query.settingsHistory': () => ({ query: '{ settingsHistory(limit: 5) { id } }' }),
  // The defaults again (no pin for deletion): later samples delete without one.
  'Mutation.settingsSave': () => ({ query: 'mutation { settingsSave(settings: { theme: "default" }) { theme } }' }),
  'Mutation.settingsDelete': async (fx) => ({ query: 'mutation ($id: String!) { settingsDelete(id: $id) }', variables: { id: await fx.fresh('settingsHistory') } }),

  'Query.complaintList': () => ({ query: '{ complaintList(filter: { status: "opened" }, limit: 5) { count rows { id } } }' }),
  'Query.complaintFind': (fx) => ({ query: 'query ($id: String!) { complaintFind(id: $id) { id messages { id } } }', variables: { id: fx.records.complaint } }),
  'Mutation.complaintReply': (fx) => ({ query: 'mutation ($id: String!) { complaintReply(id: $id, message: "Walk reply") { id } }', variables: { id: fx.records.complaint } }),
  'Mutation.complaintLock': (fx) => ({ query: 'mutation ($id: String!) { complaintLock(id: $id) { id } }', variables: { id: fx.records.lockedComplaint } }),
  'Mutation.complaintUnlock': (fx) => ({ query: 'mutation ($id: String!) { complaintUnlock(id: $id) { id } }', variables: { id: fx.records.complaint } }),
  'Mutation.complaintDestroy': async (fx) => ({ query: 'mutation ($id: String!) { complaintDestroy(id: $id) }', variables: { id: await fx.fresh('complaint') } }),

  'Query.offerList': () => ({ query: '{ offerList(limit: 5) { rows { id } } }' }),
  'Query.offerFind': (fx) => ({ query: 'query ($id: String!) { offerFind(id: $id) { id } }', variables: { id: fx.records.offer } }),
  'Mutation.offerCreate': (fx) => ({ query: 'mutation ($d: OfferInput!) { offerCreate(data: $d) { id } }', variables: { d: offerData(fx) } }),
  'Mutation.offerUpdate': (fx) => ({ query: 'mutation ($id: String!, $d: OfferInput!) { offerUpdate(id: $id, data: $d) { id } }', variables: { id: fx.records.offer, d: offerData(fx) } }),
  'Mutation.offerDestroy': async (fx) => ({ query: 'mutation ($id: String!) { offerDestroy(id: $id) }', variables: { id: await fx.fresh('offer') } }),
  'Query.contentAdminList': () => ({ query: '{ contentAdminList(type: news, limit: 5) { count rows { id } } }' }),
  'Query.contentAdminFind': (fx) => ({ query: 'query ($id: ID!) { contentAdminFind(type: news, id: $id) { id } }', variables: { id: fx.records.contentNews } }),
  'Mutation.contentAdminCreate': (fx) => ({ query: 'mutation ($v: ContentValues!) { contentAdminCreate(type: news, values: $v) { id } }', variables: { v: contentNewsValues(fx) } }),
  'Mutation.contentAdminUpdate': (fx) => ({ query: 'mutation ($id: ID!, $v: ContentValues!) { contentAdminUpdate(type: news, id: $id, values: $v) { id } }', variables: { id: fx.records.contentNews, v: contentNewsValues(fx) } }),
  'Mutation.contentAdminPublish': (fx) => ({ query: 'mutation ($id: ID!) { contentAdminPublish(type: news, id: $id, published: false) { id } }', variables: { id: fx.records.contentNews } }),
  'Mutation.contentAdminDestroy': async (fx) => ({ query: 'mutation ($id: ID!) { contentAdminDestroy(type: news, id: $id) }', variables: { id: await fx.fresh('contentNews') } }),
};

type Sample = (fx: WalkFixture) => SampleCall | Promise<SampleCall>;

/** The five operations of one catalog kind (productList, productCreate, …), each on an entry of that kind. */
function catalogSamples(kind: 'product' | 'sparePart' | 'accessory'): Partial<Record<OperationName, Sample>> {
  const data = (fx: WalkFixture) => ({ name: `Walk ${kind} ${fx.next()}`, warrantyPeriod: 12 });
  return {
    [`Query.${kind}List`]: () => ({ query: `{ ${kind}List(filter: { warrantyPeriod: 12 }, orderBy: "name_ASC", limit: 5) { count rows { id } } }` }),
    [`Query.${kind}Find`]: (fx: WalkFixture) => ({ query: `query ($id: String!) { ${kind}Find(id: $id) { id } }`, variables: { id: fx.records[kind] } }),
    [`Mutation.${kind}Create`]: (fx: WalkFixture) => ({ query: `mutation ($d: CatalogInput!) { ${kind}Create(data: $d) { id } }`, variables: { d: data(fx) } }),
    [`Mutation.${kind}Update`]: (fx: WalkFixture) => ({ query: `mutation ($id: String!, $d: CatalogInput!) { ${kind}Update(id: $id, data: $d) { id } }`, variables: { id: fx.records[kind], d: data(fx) } }),
    [`Mutation.${kind}Destroy`]: async (fx: WalkFixture) => ({ query: `mutation ($ids: [String!]!) { ${kind}Destroy(ids: $ids) }`, variables: { ids: [await fx.fresh(kind)] } }),
    // One new row with its own hash, so every allowed call imports it.
    [`Mutation.${kind}Import`]: (fx: WalkFixture) => {
      const n = fx.next();
      return { query: `mutation ($rows: [CatalogImportRow!]!) { ${kind}Import(rows: $rows) { ok error } }`, variables: { rows: [{ data: { name: `Walk import ${kind} ${n}`, warrantyPeriod: 12 }, importHash: `walk-${kind}-import-${n}` }] } };
    },
  };
}

/** The outlet whose type the caller's permission covers: a branch for branch*, else a distributor. */
function outletFor(fx: WalkFixture, action: 'Read' | 'Edit'): string {
  return fx.can(`branch${action}`) ? fx.records.branch : fx.records.distributor;
}

function sellerData(fx: WalkFixture, type: 'branch' | 'distributor') {
  return { sellerType: type, distributorType: type === 'distributor' ? 'retailer' : null, name: `Walk ${type} ${fx.next()}` };
}

function place(fx: WalkFixture, level: string, parentId: string | null = null) {
  const n = fx.next();
  return { nameEn: `Walk ${level} ${n}`, nameAr: `مكان ${n}`, parentId };
}

function contentNewsValues(fx: WalkFixture) {
  const n = fx.next();
  return { title: { en: `Walk news ${n}`, ar: `خبر ${n}` }, content: { en: '<p>Walk</p>', ar: '<p>جولة</p>' } };
}

function offerData(fx: WalkFixture) {
  const n = fx.next();
  return { title: `عرض ${n}`, titleEn: `Walk offer ${n}`, date: '2025-06-01' };
}

/** A UUID (the action id an outbox makes) from a counter value. */
function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
