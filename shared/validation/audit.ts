import { z } from 'zod';
import { dateBound } from './common';
import { pagingSchema, sortSchema } from './iam';

export const AUDIT_SORT_FIELDS = ['timestamp', 'entityName', 'action', 'createdByEmail'] as const;

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
  orderBy: sortSchema(AUDIT_SORT_FIELDS, 'timestamp_DESC'),
  ...pagingSchema,
});
export type AuditLogListInput = z.infer<typeof auditLogListSchema>;
