import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graphql-env.d.ts';

/**
 * Writes a GraphQL document typed from the schema (pwa/graphql-env.d.ts, made
 * by `npm run schema`): `graphql(\`query ItemFind($serial: String!) { … }\`)`.
 * Its variables and answer are checked by `npm run typecheck`; send it with
 * `request()` (./request.ts).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { ContentValues: Record<string, unknown> };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
