import type { IamImportRow } from '../../../shared/validation/iam';
import type { Request, SessionUser } from '../auth/session';
import { USER_FIELDS } from '../auth/session';

// The IAM operations of spec §7, typed, through the session's doorway.

export interface UserFilter {
  email?: string;
  fullName?: string;
  role?: string;
  status?: string;
  userType?: string;
}

export const listUsers = (request: Request, args: { filter: UserFilter; orderBy: string; limit: number; offset: number }) =>
  request<{ iamListUsers: { count: number; rows: SessionUser[] } }>(
    `query ($filter: IamListUsersFilter, $orderBy: String, $limit: Int, $offset: Int) { iamListUsers(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { ${USER_FIELDS} } } }`,
    { ...args, filter: Object.fromEntries(Object.entries(args.filter).filter(([, v]) => v)) },
  ).then((d) => d.iamListUsers);

export const findUser = (request: Request, id: string) =>
  request<{ iamFind: SessionUser }>(`query ($id: ID!) { iamFind(id: $id) { ${USER_FIELDS} } }`, { id }).then((d) => d.iamFind);

export const changeStatus = (request: Request, ids: string[], disabled: boolean) =>
  request<{ iamChangeStatus: boolean }>(
    'mutation ($ids: [ID!]!, $disabled: Boolean!) { iamChangeStatus(ids: $ids, disabled: $disabled) }',
    { ids, disabled },
  );

export interface InvitationInput {
  emails: string[];
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  avatars?: Array<{ name: string; content: string }>;
  roles: string[];
}
export const createUsers = (request: Request, data: InvitationInput) =>
  request<{ iamCreate: boolean }>('mutation ($data: IamCreateInput!) { iamCreate(data: $data) }', { data });

export const editRoles = (request: Request, id: string, roles: string[]) =>
  request<{ iamEdit: boolean }>('mutation ($data: IamEditInput!) { iamEdit(data: $data) }', { data: { id, roles } });

export const importUser = (request: Request, data: IamImportRow, importHash: string) =>
  request<{ iamImport: boolean }>(
    'mutation ($data: IamImportInput!, $importHash: String!) { iamImport(data: $data, importHash: $importHash) }',
    { data, importHash },
  );

export interface AuditRow {
  id: string;
  entityName: string;
  entityId: string | null;
  action: string;
  values: string | null;
  timestamp: string;
  createdByEmail: string | null;
}
export interface AuditFilter {
  entityNames?: string[];
  entityId?: string;
  action?: string;
  timestampRange?: Array<string | null>;
  createdByEmail?: string;
}
export const listAuditLogs = (request: Request, args: { filter: AuditFilter; orderBy?: string; limit: number; offset: number }) =>
  request<{ auditLogList: { count: number; rows: AuditRow[] } }>(
    'query ($filter: AuditLogFilter, $orderBy: String, $limit: Int, $offset: Int) { auditLogList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) { count rows { id entityName entityId action values timestamp createdByEmail } } }',
    args,
  ).then((d) => d.auditLogList);

/** Users for pickers: {id, label}; `value` is the email (labels read "Name <email>"). */
export const autocompleteUsers = (request: Request, query: string, limit = 100) =>
  request<{ iamUserAutocomplete: Array<{ id: string; label: string }> }>(
    'query ($query: String, $limit: Int) { iamUserAutocomplete(query: $query, limit: $limit) { id label } }',
    { query, limit },
  ).then((d) => d.iamUserAutocomplete.map((o) => ({ ...o, value: /<([^>]+)>$/.exec(o.label)?.[1] ?? o.label })));
