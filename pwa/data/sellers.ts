import type { SellerStatus } from '../../shared/items';
import type { SellerInput } from '../../shared/validation/seller';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// Outlets (branches and distributors) and distributors' join requests.

const SellerFields = graphql(`
  fragment SellerFields on Seller @_unmask {
    id
    sellerType
    distributorType
    status
    name
    nameAr
    nameEn
    companyName
    branchName
    distributorName
    wholesalerName
    telephone
    isOnlineStore
    websiteUrl
    taxFacilityNumber
    area
    manager
    managerName
    managerPhone
    address
    countryId
    cityId
    regionId
    createdAt
    updatedAt
    createdBy
    updatedBy
  }
`);

const ApplicationFields = graphql(`
  fragment ApplicationFields on Application @_unmask {
    id
    name
    email
    phoneNumber
    city
    distributorType
    status
    createdAt
  }
`);

const SellerList = graphql(
  `
    query SellerList($filter: SellerFilter, $orderBy: SellerSort, $limit: Int, $offset: Int) {
      sellerList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...SellerFields
        }
      }
    }
  `,
  [SellerFields],
);

const SellerOptions = graphql(`
  query SellerOptions {
    sellerList(filter: { tab: "all" }, orderBy: name_ASC, limit: 500) {
      rows {
        id
        name
        nameAr
        nameEn
        sellerType
        status
      }
    }
  }
`);

const SellerFind = graphql(
  `
    query SellerFind($id: String!) {
      sellerFind(id: $id) {
        ...SellerFields
      }
    }
  `,
  [SellerFields],
);
const SellerCreate = graphql(
  `
    mutation SellerCreate($data: SellerInput!) {
      sellerCreate(data: $data) {
        ...SellerFields
      }
    }
  `,
  [SellerFields],
);
const SellerUpdate = graphql(
  `
    mutation SellerUpdate($id: String!, $data: SellerInput!) {
      sellerUpdate(id: $id, data: $data) {
        ...SellerFields
      }
    }
  `,
  [SellerFields],
);
const SellerChangeStatus = graphql(
  `
    mutation SellerChangeStatus($id: String!, $status: String!) {
      sellerChangeStatus(id: $id, status: $status) {
        ...SellerFields
      }
    }
  `,
  [SellerFields],
);
const SellerDestroy = graphql(`
  mutation SellerDestroy($ids: [String!]!, $pinCode: String) {
    sellerDestroy(ids: $ids, pinCode: $pinCode)
  }
`);
const SellerLinkUser = graphql(`
  mutation SellerLinkUser($userId: String!, $sellerId: String) {
    sellerLinkUser(userId: $userId, sellerId: $sellerId)
  }
`);

const ApplicationList = graphql(
  `
    query ApplicationList($status: String, $limit: Int, $offset: Int) {
      applicationList(status: $status, limit: $limit, offset: $offset) {
        count
        rows {
          ...ApplicationFields
        }
      }
    }
  `,
  [ApplicationFields],
);
const ApplicationMarkContacted = graphql(
  `
    mutation ApplicationMarkContacted($id: String!) {
      application: applicationMarkContacted(id: $id) {
        ...ApplicationFields
      }
    }
  `,
  [ApplicationFields],
);
const ApplicationReject = graphql(
  `
    mutation ApplicationReject($id: String!) {
      application: applicationReject(id: $id) {
        ...ApplicationFields
      }
    }
  `,
  [ApplicationFields],
);

export type Seller = ResultOf<typeof SellerFields>;
export type SellerOption = ResultOf<typeof SellerOptions>['sellerList']['rows'][number];
export type SellerListInput = VariablesOf<typeof SellerList>;
export type Application = ResultOf<typeof ApplicationFields>;

export async function fetchSellers(input: SellerListInput, signal?: AbortSignal) {
  return (await request(SellerList, input, { signal })).sellerList;
}

/** Every outlet the user may read, by name, for pickers and for naming sellers in lists. */
export async function fetchSellerOptions(signal?: AbortSignal): Promise<SellerOption[]> {
  return (await request(SellerOptions, {}, { signal })).sellerList.rows;
}

export async function fetchSeller(id: string, signal?: AbortSignal): Promise<Seller> {
  return (await request(SellerFind, { id }, { signal })).sellerFind;
}

export async function saveSeller(id: string | null, data: SellerInput): Promise<Seller> {
  return id ? (await request(SellerUpdate, { id, data })).sellerUpdate : (await request(SellerCreate, { data })).sellerCreate;
}

export async function changeSellerStatus(id: string, status: SellerStatus): Promise<Seller> {
  return (await request(SellerChangeStatus, { id, status })).sellerChangeStatus;
}

/** "This seller can not be deleted" when it has items or linked accounts; `pinCode` when the settings ask for one. */
export async function deleteSeller(id: string, pinCode: string | null): Promise<boolean> {
  return (await request(SellerDestroy, { ids: [id], pinCode })).sellerDestroy;
}

const SellerAccountOptions = graphql(`
  query SellerAccountOptions($query: String) {
    sellerAccountOptions(query: $query) {
      id
      label
    }
  }
`);

/** Seller-type accounts whose name or email holds the text, for the link picker. */
export async function searchSellerAccounts(text: string): Promise<Array<{ id: string; label: string }>> {
  return (await request(SellerAccountOptions, { query: text })).sellerAccountOptions;
}

/** Makes a seller account belong to this outlet (null: to none). */
export async function linkSellerUser(userId: string, sellerId: string | null): Promise<boolean> {
  return (await request(SellerLinkUser, { userId, sellerId })).sellerLinkUser;
}

export async function fetchApplications(input: VariablesOf<typeof ApplicationList>, signal?: AbortSignal) {
  return (await request(ApplicationList, input, { signal })).applicationList;
}

export async function answerApplication(id: string, answer: 'contacted' | 'rejected'): Promise<Application> {
  const document = answer === 'contacted' ? ApplicationMarkContacted : ApplicationReject;
  return (await request(document, { id })).application;
}
