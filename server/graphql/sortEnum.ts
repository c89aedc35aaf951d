import type { ListSort } from '../../shared/validation/common';

/**
 * A list's sort keys (`createdAt_DESC`, from its shared ListSort) as a GraphQL enum for its `orderBy` argument:
 * gql.tada types a document's variable with it, and GraphQL's validation refuses any other value.
 */
export const sortEnum = (name: string, sort: ListSort) => /* GraphQL */ `
  "Sort keys: a field, then _ASC or _DESC."
  enum ${name} {
    ${sort.keys.join('\n    ')}
  }
`;
