import { GraphQLRequestError } from './graphql';

/**
 * The server's per-field problems of a refused input (`extensions.fields`:
 * field path → i18n key), so a form can mark the field as well as toast the
 * message. Empty when the error is not about fields.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const fields = error.graphQLErrors[0]?.extensions?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields)) {
    if (typeof key === 'string') out[path.split('.')[0] as string] ??= key;
  }
  return out;
}
