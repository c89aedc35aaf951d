import type { RunningServer } from '../../server/boot';
import { gql } from './graphql';
import { buildCatalogEntry, buildItems, buildSeller } from './items';
import type { FreshKind, WalkRecords } from './operationSamples';

// The records the permission walk's samples act on, made through the real API
// by an owner: once for the whole walk (WalkRecords), or one per call for
// destroy and one-way changes (fresh).

async function call<T>(server: RunningServer, token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await gql<T>(server.url, query, variables, { token });
  if (!res.data || res.errors) throw new Error(`walk fixture: ${query}\n${JSON.stringify(res.errors)}`);
  return res.data;
}

let made = 0;
const unique = () => `${Date.now().toString(36)}-${++made}`;

async function buildComplaint(server: RunningServer, ownerToken: string): Promise<string> {
  const message = `Walk complaint ${unique()}`;
  // Recorded by staff: public filing is rate limited per address, and the walk makes dozens.
  const created = await call<{ complaintCreate: { number: number } }>(server, ownerToken, 'mutation ($m: String!) { complaintCreate(phoneNumber: "0100 123 4567", message: $m) { number } }', { m: message });
  const found = await call<{ complaintList: { rows: Array<{ id: string }> } }>(server, ownerToken, 'query ($n: Int) { complaintList(filter: { number: $n }) { rows { id } } }', { n: created.complaintCreate.number });
  const id = found.complaintList.rows[0]?.id;
  if (!id) throw new Error(`walk fixture: complaint #${created.complaintCreate.number} not listed`);
  return id;
}

async function buildPlace(server: RunningServer, ownerToken: string, level: 'governorate' | 'city' | 'region', parentId: string | null): Promise<string> {
  const n = unique();
  const data = await call<Record<string, { id: string }>>(server, ownerToken, `mutation ($d: PlaceInput!) { ${level}Create(data: $d) { id } }`, { d: { nameEn: `Walk ${level} ${n}`, nameAr: `مكان ${n}`, parentId } });
  return (data[`${level}Create`] as { id: string }).id;
}

async function buildOffer(server: RunningServer, ownerToken: string): Promise<string> {
  const n = unique();
  const data = await call<{ offerCreate: { id: string } }>(server, ownerToken, 'mutation ($d: OfferInput!) { offerCreate(data: $d) { id } }', { d: { title: `عرض ${n}`, titleEn: `Walk offer ${n}`, date: '2025-06-01' } });
  return data.offerCreate.id;
}

async function buildContentNews(server: RunningServer, ownerToken: string): Promise<string> {
  const n = unique();
  const values = { title: { en: `Walk news ${n}`, ar: `خبر ${n}` }, content: { en: '<p>Walk</p>', ar: '<p>جولة</p>' } };
  const data = await call<{ contentAdminCreate: { id: string } }>(server, ownerToken, 'mutation ($v: ContentValues!) { contentAdminCreate(type: news, values: $v) { id } }', { v: values });
  return data.contentAdminCreate.id;
}

/** Makes one record of a kind, for one call that deletes it or moves it one way. */
export async function buildFresh(server: RunningServer, ownerToken: string, kind: FreshKind): Promise<string> {
  switch (kind) {
    case 'product':
    case 'sparePart':
    case 'accessory': {
      const data = await call<Record<string, { id: string }>>(server, ownerToken, `mutation ($d: CatalogInput!) { ${kind}Create(data: $d) { id } }`, { d: { name: `Walk ${kind} ${unique()}`, warrantyPeriod: 12 } });
      return (data[`${kind}Create`] as { id: string }).id;
    }
    case 'branch':
      return buildSeller(server, ownerToken, { name: `Walk branch ${unique()}` });
    case 'distributor':
      return buildSeller(server, ownerToken, { sellerType: 'distributor', distributorType: 'wholesaler', name: `Walk distributor ${unique()}` });
    case 'application': {
      const n = unique();
      const data = await call<{ applicationCreate: { id: string } }>(server, undefined, 'mutation ($d: ApplicationInput!) { applicationCreate(data: $d) { id } }', {
        d: { name: `Walk applicant ${n}`, email: `walk-applicant-${n}@test.example`, phoneNumber: '0100 765 4321', city: 'Cairo', distributorType: 'retailer' },
      });
      return data.applicationCreate.id;
    }
    case 'complaint':
      return buildComplaint(server, ownerToken);
    case 'offer':
      return buildOffer(server, ownerToken);
    case 'contentNews':
      return buildContentNews(server, ownerToken);
    case 'settingsHistory': {
      // Saving the settings keeps the replaced ones as a history entry: the newest is this one.
      await call(server, ownerToken, 'mutation { settingsSave(settings: { theme: "default" }) { theme } }');
      const data = await call<{ settingsHistory: Array<{ id: string }> }>(server, ownerToken, '{ settingsHistory(limit: 1) { id } }');
      const id = data.settingsHistory[0]?.id;
      if (!id) throw new Error('walk fixture: no settings history entry');
      return id;
    }
  }
}

/** The records every walk sample may rely on, made once. */
export async function buildWalkRecords(server: RunningServer, ownerToken: string, sellerUserId: string): Promise<WalkRecords> {
  const product = await buildCatalogEntry(server, ownerToken, { name: `Walk product ${unique()}` });
  const [serialNumber] = await buildItems(server, ownerToken, 1, product);
  const item = await call<{ itemFind: { id: string } }>(server, ownerToken, 'query ($s: String!) { itemFind(serialNumber: $s) { id } }', { s: serialNumber });
  const governorate = await buildPlace(server, ownerToken, 'governorate', null);
  const city = await buildPlace(server, ownerToken, 'city', governorate);
  const complaint = await buildComplaint(server, ownerToken);
  // A reply opens the complaint: from then on it is "opened", the state the complaint list sample filters on.
  await call(server, ownerToken, 'mutation ($id: String!) { complaintReply(id: $id, message: "Walk") { id } }', { id: complaint });
  return {
    product,
    sparePart: await buildFresh(server, ownerToken, 'sparePart'),
    accessory: await buildFresh(server, ownerToken, 'accessory'),
    item: { id: item.itemFind.id, serialNumber: serialNumber as string },
    branch: await buildFresh(server, ownerToken, 'branch'),
    distributor: await buildFresh(server, ownerToken, 'distributor'),
    sellerUser: sellerUserId,
    governorate,
    city,
    region: await buildPlace(server, ownerToken, 'region', city),
    complaint,
    lockedComplaint: await buildComplaint(server, ownerToken),
    offer: await buildOffer(server, ownerToken),
    contentNews: await buildContentNews(server, ownerToken),
  };
}
