// A lint rule for the server's module graph (docs/decisions/069-module-front-doors.md): a module imports another
// module only if it needs it (directly or through a module it needs), as its front door's `needs` declares, and
// the `needs` form no cycle. So an import that would close a cycle fails lint, not only the app's start. Every
// import form counts (eslint-rules/resolve.js); the front door being linted is read from its text, not the disk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importVisitors, MODULES_DIR, moduleOf, resolveImport, TESTS } from './resolve.js';

const needsIn = (source) =>
  [...(/needs:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/(\w+)Module\b/g)].map((m) => m[1]);

/** Each module's direct needs, read from `needs: [xModule, …]` in its front door. */
function readNeeds() {
  const needs = new Map();
  for (const name of readdirSync(MODULES_DIR)) {
    const door = path.join(MODULES_DIR, name, `${name}.module.ts`);
    if (!existsSync(door)) continue;
    needs.set(name, needsIn(readFileSync(door, 'utf8')));
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
    const from = moduleOf(file);
    if (!from || TESTS.test(file)) return {};
    const needs = readNeeds();
    const frontDoor = file === path.join(MODULES_DIR, from, `${from}.module.ts`);
    if (frontDoor) needs.set(from, needsIn(context.sourceCode.text));
    const allowed = closureOf(needs, from);
    const check = (node, spec) => {
      const target = resolveImport(file, spec);
      const to = target && moduleOf(target);
      if (!to || to === from || !needs.has(to)) return;
      if (!allowed.has(to)) context.report({ node, messageId: 'notNeeded', data: { from, to } });
    };
    return {
      ...importVisitors(check),
      Program(node) {
        if (!frontDoor || !allowed.has(from)) return;
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
    };
  },
};
