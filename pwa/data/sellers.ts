import type { ApplicationStatus, SellerStatus } from '../../shared/items';
import type { SellerInput, SellerTab } from '../../shared/validation/seller';
import { requestText as request } from './request';

export type SellerType = 'branch' | 'distributor';

export interface Seller {
  id: string;
  sellerType: SellerType;
  distributorType: 'retailer' | 'wholesaler' | null;
  status: SellerStatus;
  name: string;
  companyName: string | null;
  branchName: string | null;
  distributorName: string | null;
  wholesalerName: string | null;
  telephone: string | null;
  isOnlineStore: boolean;
  websiteUrl: string | null;
  taxFacilityNumber: string | null;
  area: string[];
  manager: string | null;
  managerName: string | null;
  managerPhone: string | null;
  address: string | null;
  /** The governorate. */
  countryId: string | null;
  cityId: string | null;
  regionId: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
}

export interface SellerFilter {
  tab?: SellerTab | null;
  sellerType?: SellerType | null;
  distributorType?: 'retailer' | 'wholesaler' | null;
  status?: SellerStatus | null;
  name?: string | null;
  cityId?: string | null;
}

export interface Application {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  city: string;
  distributorType: 'retailer' | 'wholesaler';
  status: ApplicationStatus;
  createdAt: string;
}

const FIELDS = 'id sellerType distributorType status name companyName branchName distributorName wholesalerName telephone isOnlineStore websiteUrl taxFacilityNumber area manager managerName managerPhone address countryId cityId regionId createdAt updatedAt createdBy updatedBy';
const APPLICATION = 'id name email phoneNumber city distributorType status createdAt';

export async function fetchSellers(input: { filter: SellerFilter; orderBy: string; limit: number; offset: number }, signal?: AbortSignal): Promise<{ count: number; rows: Seller[] }> {
  const data = await request<{ sellerList: { count: number; rows: Seller[] } }>(
    `query SellerList($filter: SellerFilter, $orderBy: String, $limit: Int, $offset: Int) { sellerList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { ${FIELDS} } } }`,
    { ...input },
    signal,
  );
  return data.sellerList;
}

/** Every outlet the user may read, by name, for pickers and for naming sellers in lists. */
export async function fetchSellerOptions(signal?: AbortSignal): Promise<Array<Pick<Seller, 'id' | 'name' | 'sellerType' | 'status'>>> {
  const data = await request<{ sellerList: { rows: Array<Pick<Seller, 'id' | 'name' | 'sellerType' | 'status'>> } }>(
    'query SellerOptions { sellerList(filter: { tab: "all" }, orderBy: "name_ASC", limit: 500) { rows { id name sellerType status } } }',
    undefined,
    signal,
  );
  return data.sellerList.rows;
}

export async function fetchSeller(id: string, signal?: AbortSignal): Promise<Seller> {
  return (await request<{ sellerFind: Seller }>(`query SellerFind($id: String!) { sellerFind(id: $id) { ${FIELDS} } }`, { id }, signal)).sellerFind;
}

export async function saveSeller(id: string | null, data: SellerInput): Promise<Seller> {
  if (id) return (await request<{ sellerUpdate: Seller }>(`mutation SellerUpdate($id: String!, $data: SellerInput!) { sellerUpdate(id: $id, data: $data) { ${FIELDS} } }`, { id, data })).sellerUpdate;
  return (await request<{ sellerCreate: Seller }>(`mutation SellerCreate($data: SellerInput!) { sellerCreate(data: $data) { ${FIELDS} } }`, { data })).sellerCreate;
}

export async function changeSellerStatus(id: string, status: SellerStatus): Promise<Seller> {
  return (await request<{ sellerChangeStatus: Seller }>(`mutation SellerStatus($id: String!, $status: String!) { sellerChangeStatus(id: $id, status: $status) { ${FIELDS} } }`, { id, status })).sellerChangeStatus;
}

/** "This seller can not be deleted" when it has items or linked accounts; `pinCode` when the settings ask for one. */
export async function deleteSeller(id: string, pinCode: string | null): Promise<boolean> {
  return (await request<{ sellerDestroy: boolean }>('mutation SellerDestroy($ids: [String!]!, $pinCode: String) { sellerDestroy(ids: $ids, pinCode: $pinCode) }', { ids: [id], pinCode })).sellerDestroy;
}

/** Makes a seller account belong to this outlet (null: to none). */
export async function linkSellerUser(userId: string, sellerId: string | null): Promise<boolean> {
  return (await request<{ sellerLinkUser: boolean }>('mutation SellerLinkUser($userId: String!, $sellerId: String) { sellerLinkUser(userId: $userId, sellerId: $sellerId) }', { userId, sellerId })).sellerLinkUser;
}

export async function fetchApplications(input: { status: ApplicationStatus | null; limit: number; offset: number }, signal?: AbortSignal): Promise<{ count: number; rows: Application[] }> {
  const data = await request<{ applicationList: { count: number; rows: Application[] } }>(
    `query Applications($status: String, $limit: Int, $offset: Int) { applicationList(status: $status, limit: $limit, offset: $offset) { count rows { ${APPLICATION} } } }`,
    input,
    signal,
  );
  return data.applicationList;
}

export async function answerApplication(id: string, answer: 'contacted' | 'rejected'): Promise<Application> {
  const op = answer === 'contacted' ? 'applicationMarkContacted' : 'applicationReject';
  const data = await request<Record<string, Application>>(`mutation AnswerApplication($id: String!) { ${op}(id: $id) { ${APPLICATION} } }`, { id });
  return data[op] as Application;
}
