import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { buildSchema } from '../../server/schema';

// Every root field of the schema as a call made from its own types alone (dummy arguments, the smallest
// selection): the access walk (access.test.ts) and the scope walk (access-scope.test.ts) call each
// operation through these, so a new operation is walked as soon as it has its row.

export const schema = buildSchema();

export interface SchemaOperation {
  root: 'Query' | 'Mutation';
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A type-valid value for a GraphQL input type: only required input fields, one element per list. */
function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter(isRequired)
        .map((f) => [f.name, dummyValue(f.type)]),
    );
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
      case 'ID':
        return 'x';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      // Custom scalars (ContentValues: a JSON object).
      default:
        return {};
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

function isRequired(arg: Pick<GraphQLArgument, 'type' | 'defaultValue'>): boolean {
  return isNonNullType(arg.type) && arg.defaultValue === undefined;
}

/** The operation called with its required arguments only (as variables) and the smallest selection. */
function callOf(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): SchemaOperation {
  const args = field.args.filter(isRequired);
  const definitions = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${root === 'Query' ? 'query' : 'mutation'} Walk${definitions ? `(${definitions})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { root, name: field.name, query, variables: Object.fromEntries(args.map((a) => [a.name, dummyValue(a.type)])) };
}

/** Every Query field, then every Mutation field: the reads walk before anything the dummy writes may change. */
export const OPERATIONS_OF_SCHEMA: SchemaOperation[] = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values((root === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) =>
    callOf(root, field),
  ),
);
