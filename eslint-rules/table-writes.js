// Each table is written only by the module that declares it in its `*.tables.ts` (docs/decisions/065, 069, 119).
// A write is Drizzle's `.insert(t)`, `.update(t)` or `.delete(t)` of a table imported from outside the module, or
// raw SQL `INSERT INTO` / `UPDATE` / `DELETE FROM` naming another module's table (by its SQL name, or a
// `${table}` interpolated right after the keyword). Reads stay allowed. Tests and test support build fixtures and
// are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inside, MODULES_DIR, moduleOf, resolveImport, SERVER_SRC, TESTS } from './resolve.js';

const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"`]([\w]+)['"`]/g;

/** Per module, the tables its `*.tables.ts` files declare: exported const names and SQL names. */
function readTables() {
  const tables = new Map();
  const walk = (dir, module) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, module);
      else if (entry.name.endsWith('.tables.ts')) {
        const own = tables.get(module);
        for (const [, constName, sqlName] of readFileSync(full, 'utf8').matchAll(TABLE)) {
          own.consts.add(constName);
          own.names.add(sqlName);
        }
      }
    }
  };
  for (const entry of readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    tables.set(entry.name, { consts: new Set(), names: new Set() });
    walk(path.join(MODULES_DIR, entry.name), entry.name);
  }
  return tables;
}

let cached = null;
const tablesByModule = () => (cached ??= readTables());

/** The module other than `owner` that declares a table by `kind` ('consts' or 'names'), or null. */
function foreignOwner(owner, kind, name) {
  const tables = tablesByModule();
  if (owner && tables.get(owner)?.[kind].has(name)) return null;
  for (const [module, own] of tables) if (module !== owner && own[kind].has(name)) return module;
  return null;
}

const WRITE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/g;
const WRITE_BEFORE_VALUE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?$/;

export const tableWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the module whose *.tables.ts declares it.' },
    schema: [],
    messages: {
      write:
        "{{verb}} of table '{{table}}', which module '{{owner}}' owns: write it through {{owner}}'s front door (a function that takes the caller's executor), not here.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!inside(SERVER_SRC, file) || TESTS.test(file)) return {};
    const owner = moduleOf(file);
    const ownDir = owner ? path.join(MODULES_DIR, owner) : null;

    /** The module owning the table an expression names, when it is imported from outside this module. */
    const importedTable = (node) => {
      let identifier = node;
      let member = null;
      if (node.type === 'MemberExpression' && !node.computed && node.object.type === 'Identifier') {
        identifier = node.object;
        member = node.property.name;
      }
      if (identifier.type !== 'Identifier') return null;
      let scope = context.sourceCode.getScope(node);
      let variable = null;
      while (scope && !variable) {
        variable = scope.set.get(identifier.name) ?? null;
        scope = scope.upper;
      }
      const definition = variable?.defs[0];
      if (definition?.type !== 'ImportBinding') return null;
      const source = definition.parent.source.value;
      const target = resolveImport(file, source);
      if (ownDir && target && inside(ownDir, target)) return null;
      const specifier = definition.node;
      let name;
      if (specifier.type === 'ImportNamespaceSpecifier') name = member;
      else if (member) return null;
      else if (specifier.type === 'ImportSpecifier')
        name = specifier.imported.name ?? specifier.imported.value;
      else return null;
      return name ? { name, module: foreignOwner(owner, 'consts', name) } : null;
    };

    const report = (node, verb, table, module) =>
      context.report({ node, messageId: 'write', data: { verb, table, owner: module } });

    const checkSql = (node, text) => {
      for (const [, verb, name] of text.matchAll(WRITE)) {
        const module = foreignOwner(owner, 'names', name);
        if (module) report(node, verb.replace(/\s+/g, ' '), name, module);
      }
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || node.arguments.length !== 1) return;
        const verb = callee.property.name;
        if (verb !== 'insert' && verb !== 'update' && verb !== 'delete') return;
        const table = importedTable(node.arguments[0]);
        if (table?.module) report(node, `.${verb}()`, table.name, table.module);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          checkSql(quasi, text);
          const verb = WRITE_BEFORE_VALUE.exec(text)?.[1];
          const next = node.expressions[index];
          if (!verb || !next) return;
          const table = importedTable(next);
          if (table?.module) report(next, verb.replace(/\s+/g, ' '), table.name, table.module);
        });
      },
    };
  },
};
