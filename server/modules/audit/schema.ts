import { AUDIT_SORT, auditLogListSchema } from '../../../shared/validation/audit';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { sortEnum } from '../../graphql/sortEnum';
import { listAuditLogs } from './audit.repository';

export const auditModule: GraphQLModule = {
  name: 'audit',
  typeDefs: /* GraphQL */ `
    ${sortEnum('AuditLogSort', AUDIT_SORT)}
    type AuditLog {
      id: ID!
      entityName: String!
      entityId: String
      action: String!
      "JSON text: {before, after} for updates, the values otherwise."
      values: String
      timestamp: String!
      createdByEmail: String
    }

    type AuditLogPage {
      count: Int!
      rows: [AuditLog!]!
    }

    input AuditLogFilter {
      entityNames: [String!]
      entityId: String
      action: String
      "[from, to]; dates (whole days) or date-times; either may be null."
      timestampRange: [String]
      createdByEmail: String
    }

    extend type Query {
      "Page size 10 by default; newest first unless orderBy says otherwise."
      auditLogList(filter: AuditLogFilter, orderBy: AuditLogSort, limit: Int, offset: Int): AuditLogPage!
    }
  `,
  resolvers: {
    Query: {
      auditLogList: async (_parent, args, ctx) => {
        const input = parseInput(auditLogListSchema, args);
        return listAuditLogs(ctx.db, input);
      },
    },
  },
};
