import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, bracketNesting, checkOperation, isLimitError, listCost, parseWithinLimits } from './limits';
import { buildSchema } from '../schema';

const schema = buildSchema();
const limitOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof GraphQLError && isLimitError(err)
      ? (err.originalError as unknown as { extensions: { limit: string } }).extensions.limit
      : 'other';
  }
  return undefined;
};

describe('bracketNesting', () => {
  it('counts braces, brackets and parentheses, not those in strings, block strings or comments', () => {
    expect(bracketNesting('{ a(x: [1, {b: 2}]) { c } }')).toBe(4);
    expect(bracketNesting('{ a(x: "{{{{[[[[\\"{{{{") }')).toBe(2);
    expect(bracketNesting('{ a(x: """ {{{{ \\""" [[[[ """) }')).toBe(2);
    expect(bracketNesting('# {{{{{{{{\n{ a }')).toBe(1);
  });

  it('stops counting once over the limit', () => {
    expect(bracketNesting('['.repeat(1_000_000), 5)).toBe(6);
  });
});

describe('parseWithinLimits', () => {
  it('refuses deep nesting before parsing and long documents while parsing', () => {
    expect(limitOf(() => parseWithinLimits(`{${'a{'.repeat(20_000)}b${'}'.repeat(20_001)}`))).toBe('nesting');
    expect(limitOf(() => parseWithinLimits(`{ a(x: ${'['.repeat(5_000)}${']'.repeat(5_000)}) }`))).toBe('nesting');
    expect(limitOf(() => parseWithinLimits(`{ ${'a '.repeat(QUERY_LIMITS.tokens)} }`))).toBe('tokens');
    expect(limitOf(() => parseWithinLimits('{ a b c }'))).toBeUndefined();
  });

  it('leaves syntax errors to be syntax errors', () => {
    expect(limitOf(() => parseWithinLimits('{ a'))).toBe('other');
  });
});

describe('listCost', () => {
  const cost = (q: string, variables?: Record<string, unknown>) => listCost(schema, parse(q), variables);

  it('counts each field once per row of the lists above it, page sizes from arguments or variables', () => {
    expect(cost('{ appInfo { version } }')).toBe(2);
    // newsList (1) + count (1) + rows (1) + 20 rows × id (20)
    expect(cost('{ newsList(pagination: { limit: 20 }) { count rows { id } } }')).toBe(23);
    expect(cost('query ($p: PaginationInput) { newsList(pagination: $p) { rows { id } } }', { p: { limit: 7 } })).toBe(9);
    expect(cost('query ($n: Int) { productList(limit: $n) { rows { id name } } }', { n: 300 })).toBe(602);
    // No page size: the largest default; an absurd one counts as the ceiling.
    expect(cost('{ newsList { rows { id } } }')).toBe(102);
    expect(cost('{ productList(limit: 99999999) { rows { id } } }')).toBe(1_002);
  });

  it('multiplies nested lists', () => {
    // sportCategoryList (1) + rows (1) + 100 × (id + subCategories) + 100 × 10 × id
    expect(cost('{ sportCategoryList(pagination: { limit: 100 }) { rows { id subCategories { id } } } }')).toBe(1 + 1 + 200 + 1_000);
  });

  it('expands fragments where they are spread, and stops early on a diamond of fragments', () => {
    expect(cost('{ ...F } fragment F on Query { appInfo { version } }')).toBe(2);
    const diamond = `{ ...F0 } ${Array.from({ length: 60 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F60 on Query { __typename }`;
    const started = performance.now();
    expect(cost(diamond)).toBeGreaterThan(QUERY_LIMITS.listCost);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('checkOperation', () => {
  it('refuses by limit, reports ordinary validation errors as invalid, and passes a good operation', () => {
    const aliases = `{ ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: appInfo { version }`).join(' ')} }`;
    const refused = checkOperation(schema, aliases, {});
    expect(
      'refused' in refused &&
        refused.refused.map(
          (e) => e.extensions?.limit ?? (e.originalError as unknown as { extensions: { limit: string } }).extensions.limit,
        ),
    ).toEqual(['aliases']);
    expect('invalid' in checkOperation(schema, '{ noSuchField }', {})).toBe(true);
    expect('document' in checkOperation(schema, '{ appInfo { version } }', {})).toBe(true);
  });
});
