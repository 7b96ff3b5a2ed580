import path from 'node:path';
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../graphql/schema';
import { webDocuments, webSource, withFragments } from '../../test/web-documents';
import { loadConfig } from '../config';
import { documentGuard } from './document-guard';
import { queryLimitRules } from './limits';
import { graphql } from './runtime';

const { Kind, parse, print, visit } = graphql;

const limits = loadConfig({}).graphql;
const guard = documentGuard({ rules: queryLimitRules(limits), maxTokens: limits.maxTokens });

/**
 * Every GraphQL document of the web app, validated as the server validates a request: the real schema, the
 * default depth, cost, alias and token limits (platform/config.ts), through the same document guard, so a
 * page whose document the server refuses fails here first. The cost rule multiplies by literal page sizes
 * (`first: 100`) only; a variable page size with a default is written in at that default.
 *
 * The documents are read as text (the server may not import the web app): each `graphql(\`…\`)` of
 * apps/web/src, with the fragments it spreads, as the web's code generator assembles them.
 */
/**
 * A page size given by a variable with a default (`$first: Int = 50`) written in as that default, the size the
 * page gets when the web app sends none. The server's cost rule reads literal page sizes only.
 */
function atDefaultPageSizes(operation: OperationDefinitionNode): OperationDefinitionNode {
  const defaults = new Map<string, string>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue?.kind === Kind.INT) {
      defaults.set(definition.variable.name.value, definition.defaultValue.value);
    }
  }
  if (defaults.size === 0) return operation;
  const written = new Set<string>();
  const withSizes = visit(operation, {
    Argument(argument) {
      if (!['first', 'last'].includes(argument.name.value) || argument.value.kind !== Kind.VARIABLE) return;
      const name = argument.value.name.value;
      const size = defaults.get(name);
      if (size === undefined) return;
      written.add(name);
      return { ...argument, value: { kind: Kind.INT, value: size } };
    },
  });
  // A variable used only as a page size is no longer used at all.
  const stillUsed = new Set<string>();
  visit(withSizes.selectionSet, { Variable: (v) => void stillUsed.add(v.name.value) });
  return {
    ...withSizes,
    variableDefinitions: withSizes.variableDefinitions?.filter(
      (d) => !written.has(d.variable.name.value) || stillUsed.has(d.variable.name.value),
    ),
  };
}

async function refusal(definitions: readonly (OperationDefinitionNode | FragmentDefinitionNode)[]) {
  // Printed and parsed again, as a request's text would be (the guard counts tokens and needs locations).
  const document: DocumentNode = parse(
    print({ kind: Kind.DOCUMENT, definitions: definitions as DocumentNode['definitions'] }),
  );
  try {
    await guard(schema, document);
    return null;
  } catch (error) {
    const errors = (error as { errors?: readonly { message: string }[] }).errors ?? [error as Error];
    return errors.map((e) => e.message).join(' ');
  }
}

describe("the web app's GraphQL documents", () => {
  const { operations, fragments } = webDocuments();

  it('are found', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((o) => o.name)).size).toBe(operations.length);
  });

  it("are valid and within the server's depth, cost, alias and token limits at their default page sizes", async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      const reason = await refusal(withFragments(atDefaultPageSizes(operation.node), fragments));
      if (reason) refused.push(`${operation.name} (${path.relative(webSource, operation.file)}): ${reason}`);
    }
    expect(refused).toEqual([]);
  });
});
