import fs from 'node:fs';
import path from 'node:path';
import type { FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { graphql } from '../platform/graphql/runtime';
import { paths } from '../paths';

const { Kind, parse, print, visit } = graphql;

/**
 * The web app's GraphQL documents, read as text (the server may not import the web app): each `graphql(\`…\`)` of
 * apps/web/src, with the fragments it spreads, as the web's code generator assembles them.
 */
export const webSource = path.resolve(paths.serverRoot, '../web/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function webDocuments() {
  const operations: { name: string; file: string; node: OperationDefinitionNode }[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of sourceFiles(webSource)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bgraphql\(\s*`([^`]*)`/g)) {
      for (const definition of parse(match[1] ?? '').definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
        else if (definition.kind === Kind.OPERATION_DEFINITION) {
          operations.push({ name: definition.name?.value ?? '(anonymous)', file, node: definition });
        }
      }
    }
  }
  return { operations, fragments };
}

/** The operation with every fragment it spreads, directly or through other fragments. */
export function withFragments(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
) {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || needed.has(name)) return;
        needed.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return [operation, ...needed.values()];
}

/** The web app's operation `name` as the page sends it: the operation and the fragments it spreads, printed. */
export function webOperation(name: string): string {
  const { operations, fragments } = webDocuments();
  const found = operations.find((operation) => operation.name === name);
  if (!found) throw new Error(`the web app has no operation ${name}`);
  return withFragments(found.node, fragments)
    .map((node) => print(node))
    .join('\n');
}
