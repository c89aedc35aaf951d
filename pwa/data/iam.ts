import { UserFields, type User } from './auth';
import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// The IAM operations of spec §7: each a document typed from the schema.

const IamListUsers = graphql(
  `
    query IamListUsers($filter: IamListUsersFilter, $orderBy: UserSort, $limit: Int, $offset: Int) {
      iamListUsers(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...UserFields
        }
      }
    }
  `,
  [UserFields],
);

const IamFind = graphql(
  `
    query IamFind($id: ID!) {
      iamFind(id: $id) {
        ...UserFields
      }
    }
  `,
  [UserFields],
);

const IamChangeStatus = graphql(`
  mutation IamChangeStatus($ids: [ID!]!, $disabled: Boolean!) {
    iamChangeStatus(ids: $ids, disabled: $disabled)
  }
`);

const IamCreate = graphql(`
  mutation IamCreate($data: IamCreateInput!) {
    iamCreate(data: $data)
  }
`);

const IamEdit = graphql(`
  mutation IamEdit($data: IamEditInput!) {
    iamEdit(data: $data)
  }
`);

const IamImport = graphql(`
  mutation IamImport($data: IamImportInput!, $importHash: String!) {
    iamImport(data: $data, importHash: $importHash)
  }
`);

const IamUserAutocomplete = graphql(`
  query IamUserAutocomplete($query: String, $limit: Int) {
    iamUserAutocomplete(query: $query, limit: $limit) {
      id
      label
    }
  }
`);

export type UserFilter = NonNullable<VariablesOf<typeof IamListUsers>['filter']>;
export type UserSortKey = NonNullable<VariablesOf<typeof IamListUsers>['orderBy']>;
export type UserPage = ResultOf<typeof IamListUsers>['iamListUsers'];
export type InvitationInput = VariablesOf<typeof IamCreate>['data'];
export type ImportRowInput = VariablesOf<typeof IamImport>['data'];

/** A page of users; empty filter fields are left out (the server reads them as "any"). */
export async function fetchUsers(
  input: { filter: UserFilter; orderBy: UserSortKey; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<UserPage> {
  const filter = Object.fromEntries(Object.entries(input.filter).filter(([, v]) => v)) as UserFilter;
  return (await request(IamListUsers, { ...input, filter }, { signal })).iamListUsers;
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return (await request(IamFind, { id }, { signal })).iamFind;
}

export async function changeUserStatus(ids: string[], disabled: boolean): Promise<boolean> {
  return (await request(IamChangeStatus, { ids, disabled })).iamChangeStatus;
}

/** Invites one or several addresses with the roles given (spec §2). */
export async function inviteUsers(data: InvitationInput): Promise<boolean> {
  return (await request(IamCreate, { data })).iamCreate;
}

export async function editUserRoles(id: string, roles: string[]): Promise<boolean> {
  return (await request(IamEdit, { data: { id, roles } })).iamEdit;
}

/** One row of an import file; the hash makes a second import of the same row a refusal. */
export async function importUser(data: ImportRowInput, importHash: string): Promise<boolean> {
  return (await request(IamImport, { data, importHash })).iamImport;
}

/** Users for pickers: {id, label}; `value` is the email (labels read "Name <email>"). */
export async function autocompleteUsers(query: string, limit = 100, signal?: AbortSignal) {
  const options = (await request(IamUserAutocomplete, { query, limit }, { signal })).iamUserAutocomplete;
  return options.map((o) => ({ ...o, value: /<([^>]+)>$/.exec(o.label)?.[1] ?? o.label }));
}
