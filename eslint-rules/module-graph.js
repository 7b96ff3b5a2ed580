// A lint rule for the server's module graph (docs/decisions/069-module-front-doors.md): a module imports another
// module only if it needs it (directly or through a module it needs), as its front door's `needs` declares, and
// the `needs` form no cycle. So an import that would close a cycle fails lint, not only the app's start.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = fileURLToPath(new URL('../apps/server/src/modules/', import.meta.url));
const TESTS = /\.test\.ts$|\.test-(support|helpers)\.ts$/;

/** Each module's direct needs, read from `needs: [xModule, …]` in its front door. */
function readNeeds() {
  const needs = new Map();
  for (const name of readdirSync(MODULES_DIR)) {
    const door = path.join(MODULES_DIR, name, `${name}.module.ts`);
    if (!existsSync(door)) continue;
    const list = /needs:\s*\[([^\]]*)\]/.exec(readFileSync(door, 'utf8'))?.[1] ?? '';
    needs.set(
      name,
      [...list.matchAll(/(\w+)Module\b/g)].map((m) => m[1]),
    );
  }
  return needs;
}

function closureOf(needs, start) {
  const seen = new Set();
  const stack = [...(needs.get(start) ?? [])];
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(needs.get(next) ?? []));
  }
  return seen;
}

export const moduleGraph = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import only what their front door needs; needs have no cycle.' },
    schema: [],
    messages: {
      notNeeded:
        "Module '{{from}}' imports module '{{to}}', which its front door does not need: add {{to}}Module to needs in {{from}}.module.ts (needs must stay acyclic).",
      cycle: "Module '{{from}}' needs itself through {{path}}: the modules' needs form a cycle.",
    },
  },
  create(context) {
    const file = context.filename;
    const relative = path.relative(MODULES_DIR, file);
    if (relative.startsWith('..') || TESTS.test(file)) return {};
    const from = relative.split(path.sep)[0];
    const needs = readNeeds();
    const allowed = closureOf(needs, from);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec)).split(path.sep);
      const to = target[0];
      if (to === '..' || target.length < 2 || to === from || !needs.has(to)) return;
      if (!allowed.has(to)) context.report({ node, messageId: 'notNeeded', data: { from, to } });
    };
    return {
      Program(node) {
        if (!file.endsWith(`${from}.module.ts`) || !allowed.has(from)) return;
        // The cycle through this module, for the message: a path back to it.
        const pathBack = (current, seen) => {
          for (const next of needs.get(current) ?? []) {
            if (next === from) return [...seen, next];
            if (seen.includes(next)) continue;
            const found = pathBack(next, [...seen, next]);
            if (found) return found;
          }
          return null;
        };
        const cycle = pathBack(from, [from]) ?? [from];
        context.report({ node, messageId: 'cycle', data: { from, path: cycle.join(' → ') } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
