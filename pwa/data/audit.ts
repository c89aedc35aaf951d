import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';

// The audit log (spec §7): every mutation's row, read back with filters.

const AuditLogFields = graphql(`
  fragment AuditLogFields on AuditLog @_unmask {
    id
    entityName
    entityId
    action
    values
    timestamp
    createdByEmail
  }
`);

const AuditLogList = graphql(
  `
    query AuditLogList($filter: AuditLogFilter, $orderBy: AuditLogSort, $limit: Int, $offset: Int) {
      auditLogList(filter: $filter, orderBy: $orderBy, limit: $limit, offset: $offset) {
        count
        rows {
          ...AuditLogFields
        }
      }
    }
  `,
  [AuditLogFields],
);

export type AuditRow = ResultOf<typeof AuditLogFields>;
export type AuditFilter = NonNullable<VariablesOf<typeof AuditLogList>['filter']>;
export type AuditPage = ResultOf<typeof AuditLogList>['auditLogList'];

export async function fetchAuditLogs(input: VariablesOf<typeof AuditLogList>, signal?: AbortSignal): Promise<AuditPage> {
  return (await request(AuditLogList, input, { signal })).auditLogList;
}
