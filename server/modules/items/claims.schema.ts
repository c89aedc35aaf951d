import { z } from 'zod';
import { normalizeSerial } from '../../../shared/items/serial';
import { CLAIM_STATUSES } from '../../../shared/items';
import { idSchema } from '../../../shared/validation/common';
import { reachOf } from '../../graphql/access';
import { camelRow } from '../../db/camel';
import type { Context } from '../../graphql/context';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { listClaims, type ClaimRow, type ClaimStepRow } from './claims.repository';

// Warranty claims as staff read them. They are written only by the offline
// claim actions (shared/items/actions.ts, server/modules/items/actionApplier.ts).

const claimListSchema = z
  .object({ serialNumber: z.string().trim().max(64, 'validation.maxChars').nullish(), complaintId: idSchema.nullish() })
  .refine((v) => v.serialNumber || v.complaintId, { message: 'validation.required' });

function presentClaim(row: ClaimRow & { steps: ClaimStepRow[] }) {
  return camelRow(row, { open: row.open === 1, steps: row.steps.map((s) => camelRow(s, { byEmail: s.actor_email })) });
}

export const claimsModule: GraphQLModule = {
  name: 'claims',
  typeDefs: /* GraphQL */ `
    enum ClaimStatus {
      ${CLAIM_STATUSES.join('\n      ')}
    }
    "One step of a warranty claim: who moved it, when, with what notes."
    type WarrantyClaimStep {
      id: ID!
      status: ClaimStatus!
      notes: String
      byEmail: String
      at: String!
    }

    "A warranty claim on an item: received → diagnosed → repaired, replaced or refused."
    type WarrantyClaim {
      id: ID!
      serialNumber: String!
      complaintId: String
      "The outlet that held the item when the claim was received."
      sellerId: String
      status: ClaimStatus!
      "Received or diagnosed: not resolved yet."
      open: Boolean!
      "Replaced: the new item's serial."
      replacementSerial: String
      createdAt: String!
      resolvedAt: String
      "Oldest first."
      steps: [WarrantyClaimStep!]!
    }

    extend type Query {
      "The claims on an item (serialNumber) or from a complaint (complaintId), newest first; an outlet account sees its outlet's."
      warrantyClaimList(serialNumber: String, complaintId: String): [WarrantyClaim!]!
    }
  `,
  resolvers: {
    Query: {
      warrantyClaimList: async (_: unknown, args: Record<string, unknown>, ctx: Context) => {
        const input = parseInput(claimListSchema, args);
        const rows = await listClaims(
          ctx.db,
          { serialNumber: input.serialNumber ? normalizeSerial(input.serialNumber) : null, complaintId: input.complaintId ?? null },
          reachOf(ctx),
        );
        return rows.map(presentClaim);
      },
    },
  },
};
