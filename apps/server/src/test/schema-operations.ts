// Helpers for tests generated from the schema (the authorization matrix and the fuzz): every root field as
// an operation with its argument types, a selection set, and values generated for its arguments.
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLOutputType,
} from 'graphql';
import { graphql } from '../platform/graphql/runtime';
import { schema } from '../graphql/schema';

const {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  getNamedType,
} = graphql;

export type Operation = {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** Whether an argument (or a field of an input argument) is an id: ID typed, or named …Id / slugOrId. */
  takesId: boolean;
};

const ID_NAME = /(^id$|Id$|^slugOrId$)/;

function inputHasId(type: GraphQLInputType, name: string, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (ID_NAME.test(name) || named.name === 'ID') return true;
  if (named instanceof GraphQLInputObjectType && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => inputHasId(f.type, f.name, seen));
  }
  return false;
}

/** Every query and mutation of the built schema, by name. */
export function schemaOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const takesId = field.args.some((arg) => inputHasId(arg.type, arg.name));
      operations.push({ kind, name: field.name, field, takesId });
    }
  }
  return operations;
}

/**
 * A selection of every field without required arguments, `depth` levels deep (connections and lists
 * included), so that an answer shows whatever the operation can reveal.
 */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (named instanceof GraphQLScalarType || named instanceof GraphQLEnumType) return '';
  if (named instanceof GraphQLUnionType) {
    if (depth <= 0) return '{ __typename }';
    const parts = named.getTypes().map((member) => `... on ${member.name} ${selectionOf(member, depth - 1)}`);
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!(named instanceof GraphQLObjectType || named instanceof GraphQLInterfaceType)) return '';
  const fields = Object.values(named.getFields())
    .filter((f) => !f.args.some((a) => a.type instanceof GraphQLNonNull && a.defaultValue === undefined))
    .flatMap((f) => {
      const inner = getNamedType(f.type);
      if (inner instanceof GraphQLScalarType || inner instanceof GraphQLEnumType) return [f.name];
      if (depth <= 0) return [];
      const sub = selectionOf(f.type, depth - 1);
      return sub ? [`${f.name} ${sub}`] : [];
    });
  return `{ __typename ${fields.join(' ')} }`;
}

/** The document calling an operation with one variable per argument given. */
export function documentOf(operation: Operation, argNames: string[], depth: number): string {
  const args = operation.field.args.filter((a) => argNames.includes(a.name));
  const variables = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${operation.kind} Matrix${variables ? `(${variables})` : ''} { ${operation.name}${
    call ? `(${call})` : ''
  } ${selectionOf(operation.field.type, depth)} }`;
}

export type ValueSource = {
  /** An id for an argument or input field of this name, or undefined for a fresh UUID. */
  id: (name: string) => string | undefined;
  /** A string for an argument or input field of this name. */
  string: (name: string) => string;
};

const NIL_UUID_BASE = '00000000-0000-4000-8000-';

let uuidCounter = 0;
/** A well-formed UUID that names nothing (deterministic). */
export const unknownUuid = () => `${NIL_UUID_BASE}${String((uuidCounter += 1)).padStart(12, '0')}`;

/**
 * A valid value of an input type: required fields, plus optional fields that are ids (or every field when
 * `everyField` is set).
 */
export function validValue(
  type: GraphQLInputType,
  name: string,
  source: ValueSource,
  depth = 0,
  everyField = false,
): unknown {
  if (type instanceof GraphQLNonNull) return validValue(type.ofType, name, source, depth, everyField);
  if (type instanceof GraphQLList)
    return depth > 4 ? [] : [validValue(type.ofType, name, source, depth + 1, everyField)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value;
  if (type instanceof GraphQLInputObjectType) {
    const value: Record<string, unknown> = {};
    if (depth > 4) return value;
    for (const field of Object.values(type.getFields())) {
      if (everyField || field.type instanceof GraphQLNonNull || ID_NAME.test(field.name)) {
        value[field.name] = validValue(field.type, field.name, source, depth + 1, everyField);
      }
    }
    return value;
  }
  switch ((type as GraphQLNamedType).name) {
    case 'ID':
      return source.id(name) ?? unknownUuid();
    case 'String':
      return source.id(name) ?? source.string(name);
    case 'Int':
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    default:
      return null;
  }
}

/** The arguments a call passes: the required ones, and optional ones that are ids. */
export function callArguments(operation: Operation): GraphQLArgument[] {
  return operation.field.args.filter(
    (a) => (a.type instanceof GraphQLNonNull && a.defaultValue === undefined) || ID_NAME.test(a.name),
  );
}
