import { z } from 'zod';
import { dateBound, listSort, sortSchema } from './common';
import { pagingSchema } from './iam';

export const AUDIT_SORT = listSort(['timestamp', 'entityName', 'action', 'createdByEmail'], 'timestamp_DESC');

export const auditLogListSchema = z.object({
  filter: z
    .object({
      entityNames: z.array(z.string().trim().min(1).max(64)).max(50).nullish(),
      entityId: z.string().trim().max(255).nullish(),
      action: z.string().trim().max(64).nullish(),
      // [from, to], either may be empty; ISO dates or date-times.
      timestampRange: z.array(dateBound.nullable()).max(2).nullish(),
      createdByEmail: z.string().trim().max(255).nullish(),
    })
    .nullish(),
  orderBy: sortSchema(AUDIT_SORT),
  ...pagingSchema,
});
export type AuditLogListInput = z.infer<typeof auditLogListSchema>;
