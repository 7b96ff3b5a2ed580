// What the repository's lint rules share: where an import really points (a file, not a string), for every form
// an import takes, and which part of the tree a file belongs to (docs/decisions/119-lint-boundaries.md).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');
export const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
export const MODULES_DIR = path.join(SERVER_SRC, 'modules');

/** Test files and test support: they may reach into modules to build fixtures. */
export const TESTS = /\.test\.tsx?$|\.test-(support|helpers)\.ts$/;

const inside = (dir, file) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};
export { inside };

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/**
 * The file an import specifier names, seen from `fromFile`: relative paths, and `@/…` in the web app (its alias for
 * apps/web/src). Package imports answer null. A path that names no file yet (a file being written) answers the
 * path itself, so the layer checks still apply.
 */
export function resolveImport(fromFile, spec) {
  let base;
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    base = path.resolve(path.dirname(fromFile), spec);
  } else if (spec.startsWith('@/') && inside(WEB_SRC, fromFile)) {
    base = path.join(WEB_SRC, spec.slice(2));
  } else {
    return null;
  }
  const bases = /\.(js|jsx|mjs)$/.test(base) ? [base.replace(/\.(m?js|jsx)$/, ''), base] : [base];
  for (const stem of bases)
    for (const extension of EXTENSIONS) if (isFile(stem + extension)) return stem + extension;
  return base;
}

const stringOf = (node) => {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'TSLiteralType') return stringOf(node.literal);
  return null;
};

/**
 * Visitors that call `check(node, specifier)` for every way a file can import another: `import … from`, bare
 * `import '…'`, `import type`, `export … from`, `export * from`, `import()`, `require()`, TypeScript's
 * `import('…').Type` and `import x = require('…')`.
 */
export function importVisitors(check) {
  const visit = (node, source) => {
    const spec = stringOf(source);
    if (spec !== null) check(node, spec);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require') visit(node, node.arguments[0]);
    },
    TSImportType: (node) => visit(node, node.source ?? node.argument),
    TSExternalModuleReference: (node) => visit(node, node.expression),
  };
}

/** The module a server file belongs to (`modules/<name>/…`), or null. */
export function moduleOf(file) {
  if (!inside(MODULES_DIR, file)) return null;
  const parts = path.relative(MODULES_DIR, file).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}
