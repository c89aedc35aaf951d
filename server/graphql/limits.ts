import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getOperationAST,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { FormatError, HandlerOptions, Request as HandlerRequest, Response as HandlerResponse } from 'graphql-http';
import { parseRequestParams } from 'graphql-http';
import { AppError } from './errors';

/**
 * Every limit a GraphQL operation meets before any resolver runs (issue 15),
 * in the order they are checked: nesting and tokens while reading the text,
 * then aliases, directives, depth and the two costs on the parsed document,
 * then graphql's standard validation. A request over one answers HTTP 400 with
 * `extensions.code` QUERY_TOO_COMPLEX and `extensions.limit` naming it.
 *
 * The numbers sit well above what the PWA sends. Measured over its operations
 * (tests/integration/limits.test.ts extracts them and fails when one comes
 * within half of a limit): at most 72 tokens, bracket nesting 5, depth 5,
 * 2 aliases, no directives, selection cost 93, list cost 32,503 (the catalog
 * export: 500-row pages of every field).
 */
export const QUERY_LIMITS = {
  /**
   * Brackets ({ [ ( open at once, counted on the raw text before parsing.
   * graphql-js parses recursively and overflows the stack (RangeError) at
   * roughly 1,500–3,000 levels, below any useful token limit for lists
   * (`[[[[…` is one token a level). The PWA nests 5 deep.
   */
  nesting: 32,
  /**
   * Lexical tokens, counted by graphql's own parser (parse's maxTokens), which
   * stops reading there: a 5,000-alias or 1 MiB query costs at most this much
   * parsing. ~28× the PWA's largest operation, room for a hand-written admin
   * query or an introspection query (~300).
   */
  tokens: 2_000,
  /** Field levels (armor max-depth, fragments flattened). The PWA's deepest read is 5 (articleList → rows → categories → name → en). */
  depth: 10,
  /** Aliases in one operation (armor max-aliases). Each alias of a list is one more list query; the PWA uses 2 (the catalog part pickers). */
  aliases: 15,
  /** Directives (@include, @skip) in one operation (armor max-directives). The PWA uses none; a client toggling a few fields stays well under. */
  directives: 20,
  /**
   * armor's cost-limit: 1 a scalar, 2 an object, ×1.5 a level down. A bound on
   * the shape (wide or deep selections, repeated fields, which also keeps
   * graphql's OverlappingFieldsCanBeMerged rule, quadratic in repeated fields,
   * under ~10 ms: 1,500 let 280 copies of `appInfo { version }` through at
   * ~100 ms); it knows no page sizes, which the list cost does. ~6× the PWA's
   * costliest (93).
   */
  selectionCost: 600,
  /**
   * Fields the answer may hold: each field counts once per row of every list
   * above it, a list's rows being its requested page size (PAGE_SIZES). The
   * PWA's largest is the catalog export, 500-row pages of ~65 fields (32,503);
   * 100,000 refuses four of those in one request, or lists nested in lists
   * (100 sport categories × 10 × 10 × 10 sub-categories).
   */
  listCost: 100_000,
} as const;

/** How many rows a list field counts for in the list cost. */
export const PAGE_SIZES = {
  /** A paged field asked without a page size: the largest default any list has (places, sponsors, autocomplete). */
  unspecified: 100,
  /** A requested page size counts as at most this (the largest page any list accepts: the sync pulls); the resolver refuses more. */
  ceiling: 1_000,
  /** A list without paging arguments (a record's images, a complaint's messages): usually a handful. */
  unpaged: 10,
  /** Unpaged lists known to run longer. */
  fields: {
    'IamRole.users': 100,
    'Dashboard.bySeller': 100,
    'TotalExportation.bySeller': 100,
    'TotalWarehouse.rows': 100,
    'ActionPushResult.results': 100,
    'Query.itemTimeline': 50,
    'Query.warrantyClaimList': 50,
  } as Record<string, number>,
} as const;

export type QueryLimit = keyof typeof QUERY_LIMITS;

const MESSAGE_KEYS: Record<QueryLimit, string> = {
  nesting: 'errors.queryTooDeep',
  tokens: 'errors.queryTooLong',
  depth: 'errors.queryTooDeep',
  aliases: 'errors.queryTooManyAliases',
  directives: 'errors.queryTooManyDirectives',
  selectionCost: 'errors.queryTooCostly',
  listCost: 'errors.queryTooCostly',
};

/** A refusal by one limit: a GraphQLError whose original error carries the code and message key the error formatter translates. */
export function limitError(limit: QueryLimit, found?: number): GraphQLError {
  const max = QUERY_LIMITS[limit];
  const params: Record<string, unknown> = { max, count: max, found: found ?? '?' };
  const extensions: Record<string, unknown> = { limit, max, ...(found === undefined ? {} : { found }) };
  const original = new AppError('QUERY_TOO_COMPLEX', MESSAGE_KEYS[limit], params, extensions);
  return new GraphQLError(original.message, { originalError: original });
}

export function isLimitError(error: GraphQLError): boolean {
  return error.originalError instanceof AppError && error.originalError.code === 'QUERY_TOO_COMPLEX';
}

/**
 * The deepest bracket nesting of a GraphQL text, skipping strings, block
 * strings and comments; stops counting once over `max` (one linear pass).
 */
export function bracketNesting(source: string, max: number = QUERY_LIMITS.nesting): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x23 /* # */) {
      while (i < source.length && source.charCodeAt(i) !== 0x0a && source.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x22 /* " */) {
      if (source.startsWith('"""', i)) {
        i += 3;
        while (i < source.length && !source.startsWith('"""', i)) i += source.startsWith('\\"""', i) ? 4 : 1;
        i += 2;
      } else {
        i++;
        while (i < source.length && source.charCodeAt(i) !== 0x22 && source.charCodeAt(i) !== 0x0a)
          i += source.charCodeAt(i) === 0x5c /* \ */ ? 2 : 1;
      }
    } else if (c === 0x7b || c === 0x5b || c === 0x28 /* { [ ( */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d || c === 0x29 /* } ] ) */) {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** graphql's parse within the nesting and token limits: a limit error, a syntax error, or the document. */
export function parseWithinLimits(source: string): DocumentNode {
  const nesting = bracketNesting(source);
  if (nesting > QUERY_LIMITS.nesting) throw limitError('nesting');
  try {
    return parse(source, { maxTokens: QUERY_LIMITS.tokens, noLocation: false });
  } catch (err) {
    // graphql 16: "Document contains more that N tokens. Parsing aborted." (sic; "than" should it be fixed)
    if (err instanceof GraphQLError && /contains more th(?:at|an) \d+ tokens/.test(err.message)) throw limitError('tokens');
    // The nesting check makes this unreachable; a stack overflow is still the caller's doing, not a server fault.
    if (err instanceof RangeError) throw limitError('nesting');
    throw err;
  }
}

/** armor's rules report through this instead of throwing out of graphql's validate(). */
function armorOptions(limit: QueryLimit) {
  return {
    exposeLimits: true,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const found = /found (\d+(?:\.\d+)?)/.exec(error.message)?.[1];
        context?.reportError(limitError(limit, found === undefined ? undefined : Math.ceil(Number(found))));
      },
    ],
  };
}

/** The requested page size of a field with a `limit` or `pagination: { limit }` argument; undefined when it has neither argument. */
function requestedPageSize(field: FieldNode, def: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number | undefined {
  const hasLimit = def.args.some((a) => a.name === 'limit');
  const hasPagination = def.args.some((a) => a.name === 'pagination');
  if (!hasLimit && !hasPagination) return undefined;
  const valueOf = (node: ValueNode | undefined): unknown => {
    if (!node) return undefined;
    if (node.kind === Kind.VARIABLE) return variables[node.name.value];
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.OBJECT) return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value)]));
    return undefined;
  };
  const args = new Map((field.arguments ?? []).map((a) => [a.name.value, a.value]));
  let requested: unknown = hasLimit ? valueOf(args.get('limit')) : undefined;
  if (requested == null && hasPagination) {
    const pagination = valueOf(args.get('pagination'));
    requested = pagination && typeof pagination === 'object' ? (pagination as Record<string, unknown>).limit : undefined;
  }
  if (typeof requested !== 'number' || !Number.isFinite(requested)) return PAGE_SIZES.unspecified;
  return Math.min(Math.max(1, Math.floor(requested)), PAGE_SIZES.ceiling);
}

/** Selections the list cost visits at most (fragments expanded) before it counts the operation as over its limit. */
const MAX_LIST_COST_STEPS = 10_000;

/**
 * The list cost (QUERY_LIMITS.listCost): every field counts 1 for each row of
 * every list above it. A list's rows are its own page size, or its parent's
 * when the parent is the paged field (`newsList(pagination) { rows }`,
 * `itemPull(limit) { documents }`), or PAGE_SIZES for unpaged lists.
 * Variables are known here (the rule is made per request), so a page size
 * passed as a variable counts as what it asks.
 */
export function listCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  let total = 0;
  // Fragments are expanded where spread, so a diamond of fragments that spread
  // others twice doubles each level: count the steps too and stop early.
  let steps = 0;
  const walk = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    rows: number,
    parentPage: number | undefined,
    spreading: Set<string>,
  ): void => {
    for (const selection of set.selections) {
      if (++steps > MAX_LIST_COST_STEPS) total = Math.max(total, QUERY_LIMITS.listCost + 1);
      if (total > QUERY_LIMITS.listCost) return;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) walk(selection.selectionSet, on, rows, parentPage, spreading);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is refused by the standard validation (NoFragmentCycles); here it just stops.
        if (!fragment || spreading.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on)) {
          spreading.add(name);
          walk(fragment.selectionSet, on, rows, parentPage, spreading);
          spreading.delete(name);
        }
        continue;
      }
      total += rows;
      const name = selection.name.value;
      if (name === '__schema' || name === '__type' || !selection.selectionSet) continue;
      const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
      if (!def) continue; // unknown field: the standard validation refuses it
      const own = requestedPageSize(selection, def, variables);
      const isList = isListType(getNullableType(def.type));
      const size = !isList ? 1 : (own ?? parentPage ?? PAGE_SIZES.fields[`${type.name}.${name}`] ?? PAGE_SIZES.unpaged);
      const inner = getNamedType(def.type);
      if (isCompositeType(inner)) walk(selection.selectionSet, inner, rows * size, isList ? undefined : own, spreading);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation);
    if (root) walk(definition.selectionSet, root, 1, undefined, new Set());
  }
  return total;
}

/** The limits that depend on the document alone: checked once per query text (see `checkOperation`). */
function staticLimitRules(): ValidationRule[] {
  return [
    maxAliasesRule({ n: QUERY_LIMITS.aliases, ...armorOptions('aliases') }),
    maxDirectivesRule({ n: QUERY_LIMITS.directives, ...armorOptions('directives') }),
    maxDepthRule({ n: QUERY_LIMITS.depth, flattenFragments: true, ...armorOptions('depth') }),
    costLimitRule({ maxCost: QUERY_LIMITS.selectionCost, flattenFragments: true, ...armorOptions('selectionCost') }),
  ];
}

export type CheckedOperation = { document: DocumentNode } | { refused: GraphQLError[] } | { invalid: GraphQLError[] };
/** An operation that passed: its document, and its list cost with these variables. */
export type AdmittedOperation = { document: DocumentNode; cost: number };

/** Reads and checks one operation: its text (once per text, see `checkDocument`), then the list cost of these variables. */
export function checkOperation(
  schema: GraphQLSchema,
  source: string,
  variables: Record<string, unknown> | null | undefined,
): Exclude<CheckedOperation, { document: DocumentNode }> | AdmittedOperation {
  const checked = checkDocument(schema, source);
  if (!('document' in checked)) return checked;
  // The page sizes may come from the variables: the list cost is counted for every request.
  const cost = listCost(schema, checked.document, variables ?? {});
  return cost > QUERY_LIMITS.listCost ? { refused: [limitError('listCost', cost)] } : { document: checked.document, cost };
}

/**
 * What a query text is, whatever its variables: read, held to the limits
 * that depend on the document alone, and validated. The PWA sends the same
 * few hundred texts again and again, so the answer is kept per text (the
 * most recent ones, small texts only): a public list page then costs its
 * resolver, not a parse and two validations.
 */
const checkedBySchema = new WeakMap<GraphQLSchema, Map<string, CheckedOperation>>();
const CHECKED_TEXTS_KEPT = 1000;
const CHECKED_TEXT_MAX_LENGTH = 8192;

function checkDocument(schema: GraphQLSchema, source: string): CheckedOperation {
  let checkedTexts = checkedBySchema.get(schema);
  if (!checkedTexts) checkedBySchema.set(schema, (checkedTexts = new Map()));
  const known = checkedTexts.get(source);
  if (known) {
    // Most recently used last: the oldest is the first to go.
    checkedTexts.delete(source);
    checkedTexts.set(source, known);
    return known;
  }
  const checked = checkDocumentOnce(schema, source);
  if (source.length <= CHECKED_TEXT_MAX_LENGTH) {
    checkedTexts.set(source, checked);
    if (checkedTexts.size > CHECKED_TEXTS_KEPT) checkedTexts.delete(checkedTexts.keys().next().value as string);
  }
  return checked;
}

/** The limits first (cheap, and they keep the standard rules, some quadratic in the fields, off a huge document), then graphql's own validation. */
function checkDocumentOnce(schema: GraphQLSchema, source: string): CheckedOperation {
  let document: DocumentNode;
  try {
    document = parseWithinLimits(source);
  } catch (err) {
    if (err instanceof GraphQLError) return isLimitError(err) ? { refused: [err] } : { invalid: [err] };
    throw err;
  }
  const refused = validate(schema, document, staticLimitRules(), { maxErrors: 10 });
  if (refused.length) return { refused: [...refused] };
  const invalid = validate(schema, document, specifiedRules);
  return invalid.length ? { invalid: [...invalid] } : { document };
}

/**
 * The graphql-http options that apply the limits: its own request parsing,
 * with malformed parameters (variables not an object, a GET's unparsable
 * variables) as BAD_USER_INPUT; and `onSubscribe`, which parses and validates
 * the operation here so that a refusal answers 400 whatever the Accept header.
 */
export function limitedHandlerOptions<Ctx extends Record<string, unknown>>(
  schema: GraphQLSchema,
  formatError: FormatError,
  /** Last word on an operation within the limits (the anonymous read budget): a refusal's answer, or undefined to run it. */
  admit?: (
    req: HandlerRequest<unknown, unknown>,
    operation: { kind: OperationTypeNode | undefined; cost: number },
  ) => HandlerResponse | undefined,
  /** Off in production (docs/decisions.md "Introspection"): `__schema` and `__type` are refused as invalid. */
  { introspection = true }: { introspection?: boolean } = {},
): Pick<HandlerOptions<unknown, unknown, Ctx>, 'parseRequestParams' | 'onSubscribe'> {
  return {
    async parseRequestParams(req) {
      let params: Awaited<ReturnType<typeof parseRequestParams>>;
      try {
        params = await parseRequestParams(req);
      } catch (err) {
        throw new AppError('BAD_USER_INPUT', 'errors.badRequest', {}, { detail: err instanceof Error ? err.message : String(err) });
      }
      // A NUL in a GET's variables (a POST body is refused before): no field holds one, PostgreSQL stores none.
      if (JSON.stringify(params ?? null).includes('\\u0000'))
        throw new AppError('BAD_USER_INPUT', 'errors.badRequest', {}, { detail: 'NUL character in the request' });
      return params;
    },
    onSubscribe(req, params) {
      const checked = checkOperation(schema, params.query, params.variables);
      if ('refused' in checked) {
        const accept = String((req.headers as Record<string, unknown>).accept ?? '');
        const type = accept.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
        const response: HandlerResponse = [
          JSON.stringify({ errors: checked.refused.map((e) => formatError(e)) }),
          { status: 400, statusText: 'Bad Request', headers: { 'content-type': `${type}; charset=utf-8` } },
        ];
        return response;
      }
      if ('invalid' in checked) return checked.invalid;
      if (!introspection) {
        const hidden = validate(schema, checked.document, [NoSchemaIntrospectionCustomRule]);
        if (hidden.length) return [...hidden];
      }
      const kind = getOperationAST(checked.document, params.operationName)?.operation;
      const refusal = admit?.(req, { kind, cost: checked.cost });
      if (refusal) return refusal;
      return { schema, document: checked.document, operationName: params.operationName, variableValues: params.variables };
    },
  };
}
