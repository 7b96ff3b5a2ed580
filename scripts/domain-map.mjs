// Writes docs/domain-map.md from the code (architecture review §7, §9 item 5; docs/decisions/126-one-name-per-domain.md):
// every GraphQL Query/Mutation field → the file that registers it and the service method it calls, every web route →
// the features it imports, every notification type → the server files that create it, and the names of each domain
// in each layer. `npm run domain-map` writes the file; `node scripts/domain-map.mjs --check` fails when it is stale.
// The output is sorted and has no timestamps, so `npm run check:generated` can diff it like the other generated files.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = 'docs/domain-map.md';
const SERVER_SRC = 'apps/server/src';
const MODULES = `${SERVER_SRC}/modules`;
const SCHEMA = 'apps/server/schema.graphql';
const ROUTES = 'apps/web/src/routes';
const FEATURES = 'apps/web/src/features';
const SHARED = 'packages/shared/src';
const NOTIFICATION_ENUMS = `${SHARED}/notifications/enums.ts`;

/**
 * Names that differ from their domain's name today (decision 126): layer:name → domain[/sub-domain]. A name not
 * listed here belongs to the domain of the same name. `scripts/rename-domains.sh` moves the web features to the
 * canonical names; once it has run, their entries here are unused and the script says so (remove them).
 */
const ALIASES = {};

const posix = (path) => path.split(sep).join('/');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const isTest = (path) => /\.(test|int\.test|test-support|test-helpers)\.tsx?$/.test(path);

function walk(dir, keep) {
  const out = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...walk(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out.sort(byText);
}

const subdirs = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(byText);

function parse(path) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true, kind);
}

function visit(node, fn) {
  fn(node);
  ts.forEachChild(node, (child) => visit(child, fn));
}

const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
const stripAs = (node) =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? stripAs(node.expression)
    : node;
const stringOf = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

// ---------------------------------------------------------------------------------------------------------------
// GraphQL: Query and Mutation fields

function schemaFields() {
  const text = read(SCHEMA)
    .replace(/"""[\s\S]*?"""/g, '')
    .replace(/^\s*"[^\n]*"\n/gm, '');
  const fields = { Query: [], Mutation: [] };
  for (const type of Object.keys(fields)) {
    const block = new RegExp(`^type ${type} \\{\\n([\\s\\S]*?)^\\}`, 'm').exec(text);
    if (!block) throw new Error(`${SCHEMA} has no type ${type}`);
    for (const match of block[1].matchAll(/^ {2}([A-Za-z_]\w*)\s*[(:]/gm)) fields[type].push(match[1]);
  }
  return fields;
}

/** `ctx.services.<service>.<method>(…)` (or `[<loop variable>]`) calls inside a resolver, in source order. */
function serviceCalls(node, bindings) {
  const calls = [];
  visit(node, (n) => {
    if (!ts.isCallExpression(n)) return;
    const callee = n.expression;
    let method;
    let target;
    if (ts.isPropertyAccessExpression(callee)) {
      method = callee.name.text;
      target = callee.expression;
    } else if (ts.isElementAccessExpression(callee)) {
      const arg = callee.argumentExpression;
      method = stringOf(arg) ?? (ts.isIdentifier(arg) ? bindings[arg.text] : undefined);
      target = callee.expression;
    }
    if (!method || !target || !ts.isPropertyAccessExpression(target)) return;
    const services = target.expression;
    if (ts.isPropertyAccessExpression(services) && services.name.text === 'services') {
      calls.push(`${target.name.text}.${method}`);
    }
  });
  return [...new Set(calls)];
}

/** For `for (const [a, b] of [['x', 'y'], …] as const) builder.mutationField(a, …)`: one binding set per row. */
function loopRows(call, nameIdentifier) {
  for (let node = call.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node)) continue;
    const declaration = node.initializer.declarations?.[0];
    const list = stripAs(node.expression);
    if (!declaration || !ts.isArrayLiteralExpression(list)) continue;
    const pattern = declaration.name;
    const names = ts.isArrayBindingPattern(pattern)
      ? pattern.elements.map((element) => (ts.isBindingElement(element) ? element.name.getText() : undefined))
      : [pattern.getText()];
    if (!names.includes(nameIdentifier)) continue;
    return list.elements.map((row) => {
      const cells = ts.isArrayBindingPattern(pattern) ? stripAs(row).elements : [row];
      const bindings = {};
      names.forEach((name, index) => {
        const value = stringOf(cells?.[index] && stripAs(cells[index]));
        if (name && value !== undefined) bindings[name] = value;
      });
      return bindings;
    });
  }
  return [];
}

function registrations() {
  const found = { Query: new Map(), Mutation: new Map() };
  const files = walk(SERVER_SRC, (path) => path.endsWith('.ts') && !isTest(path));
  for (const path of files) {
    const text = read(path);
    if (!/(query|mutation)Fields?\(/.test(text)) continue;
    const source = parse(path);
    visit(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const method = node.expression.name.text;
      const type = {
        queryField: 'Query',
        queryFields: 'Query',
        mutationField: 'Mutation',
        mutationFields: 'Mutation',
      }[method];
      if (!type) return;
      const record = (name, body, bindings = {}) => {
        if (found[type].has(name)) throw new Error(`${type}.${name} is registered twice (${path})`);
        found[type].set(name, {
          file: path,
          line: lineOf(source, node),
          calls: serviceCalls(body, bindings),
        });
      };
      const [first, second] = node.arguments;
      if (method.endsWith('Fields')) {
        // builder.queryFields((t) => ({ a: t.field(…), … }))
        let body = first && ts.isArrowFunction(first) ? first.body : undefined;
        body = body && stripAs(body);
        if (!body || !ts.isObjectLiteralExpression(body))
          throw new Error(`${path}: cannot read ${method}(…)`);
        for (const property of body.properties) {
          if (ts.isPropertyAssignment(property)) record(property.name.getText(source), property.initializer);
        }
        return;
      }
      const name = stringOf(first);
      if (name !== undefined) return record(name, second);
      if (first && ts.isIdentifier(first)) {
        const rows = loopRows(node, first.text);
        if (rows.length === 0) throw new Error(`${path}:${lineOf(source, node)}: cannot read the field name`);
        for (const bindings of rows) record(bindings[first.text], second, bindings);
        return;
      }
      throw new Error(`${path}:${lineOf(source, node)}: cannot read the field name`);
    });
  }
  return found;
}

function graphqlSection() {
  const schema = schemaFields();
  const found = registrations();
  const lines = [];
  const missing = [];
  let mismatches = 0;
  for (const type of ['Query', 'Mutation']) {
    for (const name of found[type].keys()) {
      if (!schema[type].includes(name)) missing.push(`${type}.${name} is registered but not in ${SCHEMA}`);
    }
    lines.push(`### ${type}`, '', '| field | registered in | service method |', '|---|---|---|');
    for (const name of [...schema[type]].sort(byText)) {
      const entry = found[type].get(name);
      if (!entry) {
        missing.push(`${type}.${name} (in ${SCHEMA}) has no registration the script can find`);
        continue;
      }
      const file = entry.file.slice(`${MODULES}/`.length);
      const matches = entry.calls.length === 0 || entry.calls.some((call) => call.split('.')[1] === name);
      if (!matches) mismatches += 1;
      const calls = entry.calls.length === 0 ? '—' : entry.calls.map((call) => `\`${call}\``).join(', ');
      lines.push(`| \`${name}\` | \`${file}\` | ${calls}${matches ? '' : ' ⚠'} |`);
    }
    lines.push('');
  }
  if (missing.length > 0)
    throw new Error(`domain-map: GraphQL fields not accounted for:\n  ${missing.join('\n  ')}`);
  const counts = `${schema.Query.length} queries and ${schema.Mutation.length} mutations`;
  return { lines, counts, mismatches, fieldsByFile: found };
}

// ---------------------------------------------------------------------------------------------------------------
// Web routes

/** The URL of a TanStack file route, from its file name (`$clubId.buy-points.tsx` → `/…/$clubId/buy-points`). */
function urlOf(path) {
  const segments = routeId(path).split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const visible = segments.filter((segment) => !segment.startsWith('_'));
  return `/${visible.join('/')}`;
}

/** The `@/features/…` and `@/app/…` modules a web file imports (values, not types), without the `@/`. */
function webImports(path) {
  const imports = [];
  for (const statement of parse(path).statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const match = /^@\/((features\/[^/]+|app)\/.+)$/.exec(stringOf(statement.moduleSpecifier) ?? '');
    if (match) imports.push(match[1]);
  }
  return [...new Set(imports)].sort(byText);
}

/** The file an `app/…` import names (`app/pages/event-page` → apps/web/src/app/pages/event-page.tsx). */
function appFile(importPath) {
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    const path = `apps/web/src/${importPath}${ext}`;
    if (statSync(join(ROOT, path), { throwIfNoEntry: false })?.isFile()) return path;
  }
  return undefined;
}

function routeEntries() {
  const files = walk(ROUTES, (path) => /\.tsx?$/.test(path) && !isTest(path));
  return files
    .filter((path) => !path.endsWith('/__root.tsx'))
    .map((path) => {
      const imports = webImports(path);
      // The features an app page composes count for the route too (one level: app/ files only compose).
      const viaApp = imports
        .filter((importPath) => importPath.startsWith('app/'))
        .flatMap((importPath) => {
          const file = appFile(importPath);
          return file ? webImports(file).filter((p) => p.startsWith('features/')) : [];
        });
      return {
        path,
        id: routeId(path),
        url: urlOf(path),
        imports,
        viaApp: [...new Set(viaApp)].sort(byText),
      };
    })
    .map((route, _index, all) => ({
      ...route,
      layout: !route.id.endsWith('/index') && all.some((other) => other.id.startsWith(`${route.id}/`)),
    }))
    .sort((a, b) => byText(a.url, b.url) || byText(a.path, b.path));
}

/** A route file's id: its path under routes/ with `.` as `/` (`_app/rep-clubs/$clubId/buy-points`). */
const routeId = (path) =>
  posix(relative(ROUTES, path))
    .replace(/\.tsx?$/, '')
    .replace(/\./g, '/');

const featureOf = (importPath) => (importPath.startsWith('features/') ? importPath.split('/')[1] : 'app');

function routesSection(routes) {
  const lines = ['| URL | route file | features and app pages it imports |', '|---|---|---|'];
  for (const route of routes) {
    const file = route.path.slice(`${ROUTES}/`.length);
    const direct = route.imports.map((path) => `\`${path}\``);
    const composed = [...new Set(route.viaApp.map(featureOf))].map((feature) => `\`${feature}\``);
    const via = composed.length === 0 ? '' : ` (its app pages compose ${composed.join(', ')})`;
    const imports = direct.length === 0 ? '—' : `${direct.join(', ')}${via}`;
    const pathless = route.id.split('/').at(-1).startsWith('_');
    const url = pathless
      ? `— (layout \`${route.id}\`)`
      : `\`${route.url}\`${route.layout ? ' (layout)' : ''}`;
    lines.push(`| ${url} | \`${file}\` | ${imports} |`);
  }
  lines.push('');
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications

function notificationTypes() {
  const source = parse(NOTIFICATION_ENUMS);
  let types;
  visit(source, (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'NOTIFICATION_TYPES') {
      types = stripAs(node.initializer).elements.map((element) => stringOf(element));
    }
  });
  if (!types) throw new Error(`${NOTIFICATION_ENUMS} has no NOTIFICATION_TYPES`);
  return types;
}

function notificationsSection() {
  const types = notificationTypes();
  const senders = new Map(types.map((type) => [type, new Set()]));
  // *.graphql.ts files are left out: there the same words name GraphQL types (EventInvitation, EventGroupMessage).
  for (const path of walk(MODULES, (p) => p.endsWith('.ts') && !isTest(p) && !p.endsWith('.graphql.ts'))) {
    const text = read(path);
    if (!types.some((type) => text.includes(type))) continue;
    visit(parse(path), (node) => {
      const value = stringOf(node);
      if (value === undefined || !senders.has(value) || ts.isLiteralTypeNode(node.parent)) return;
      senders.get(value).add(path.slice(`${MODULES}/`.length));
    });
  }
  const lines = ['| notification type | created in (server, outside tests) |', '|---|---|'];
  let unsent = 0;
  for (const type of [...types].sort(byText)) {
    const files = [...senders.get(type)].sort(byText);
    if (files.length === 0) unsent += 1;
    lines.push(
      `| \`${type}\` | ${files.length === 0 ? '— (not sent yet)' : files.map((f) => `\`${f}\``).join(', ')} |`,
    );
  }
  lines.push('');
  return { lines, count: types.length, unsent };
}

// ---------------------------------------------------------------------------------------------------------------
// Domain names per layer

function namesSection(routes) {
  const used = new Set();
  const domainOf = (layer, name) => {
    const key = `${layer}:${name}`;
    if (ALIASES[key]) {
      used.add(key);
      return ALIASES[key];
    }
    return name;
  };
  const rows = new Map();
  const row = (domain) => {
    const top = domain.split('/')[0];
    if (!rows.has(top)) rows.set(top, { server: [], shared: [], web: [], routes: new Set() });
    return rows.get(top);
  };
  const entry = (name, target) => {
    return name === target ? `\`${name}\`` : `\`${name}\` ⚠ → \`${target}\``;
  };
  for (const module of subdirs(MODULES)) {
    row(domainOf('server', module)).server.push(`\`${module}\``);
    for (const sub of subdirs(`${MODULES}/${module}`)) {
      const domain = domainOf('server', `${module}/${sub}`);
      const top = domain.split('/')[0];
      if (top !== module) row(domain).server.push(`\`${module}/${sub}\` ⚠ (a sub-domain of \`${top}\`)`);
    }
  }
  for (const folder of subdirs(SHARED))
    row(domainOf('shared', folder)).shared.push(entry(folder, domainOf('shared', folder)));
  const webDomain = new Map();
  for (const feature of subdirs(FEATURES)) {
    const domain = domainOf('web', feature);
    webDomain.set(feature, domain);
    row(domain).web.push(entry(feature, domain));
  }
  for (const route of routes) {
    const parts = route.url.split('/').filter((part) => part && !part.startsWith('$'));
    const segment = parts[0] === 'my' ? parts.slice(0, 2).join('/') : parts[0];
    if (!segment) continue;
    for (const feature of new Set([...route.imports, ...route.viaApp].map(featureOf))) {
      if (feature === 'app' || (feature === 'auth' && segment !== 'auth')) continue;
      row(webDomain.get(feature) ?? feature).routes.add(`\`${segment}\``);
    }
  }
  for (const key of Object.keys(ALIASES)) {
    if (!used.has(key))
      console.warn(`domain-map: alias ${key} matches no folder any more; remove it from ALIASES`);
  }
  const lines = [
    '| domain | server module | shared folder | web feature(s) | route segments of the routes importing it |',
    '|---|---|---|---|---|',
  ];
  let differing = 0;
  for (const [domain, cells] of [...rows].sort(([a], [b]) => byText(a, b))) {
    const all = [...cells.server, ...cells.shared, ...cells.web].join(' ');
    if (all.includes('⚠')) differing += 1;
    const list = (items) => (items.length === 0 ? '—' : items.join(', '));
    lines.push(
      `| ${domain} | ${list(cells.server)} | ${list(cells.shared)} | ${list(cells.web)} | ${list([...cells.routes].sort(byText))} |`,
    );
  }
  lines.push('');
  return { lines, differing };
}

// ---------------------------------------------------------------------------------------------------------------

export function render() {
  const graphql = graphqlSection();
  const routes = routeEntries();
  const notifications = notificationsSection();
  const names = namesSection(routes);
  return [
    '# Domain map',
    '',
    '<!-- Generated by `npm run domain-map` (scripts/domain-map.mjs); do not edit. `npm run check:generated` fails when it is stale. -->',
    '',
    'Where each operation, page and notification lives, read from the code (architecture review §7, §9 item 5;',
    'decision 126). Search this page for a GraphQL operation, a URL or a notification type.',
    '',
    '## Names per layer',
    '',
    'One name per domain across the server module, the shared folder, the web feature and the route segment',
    "(decision 126). ⚠ marks a name that differs from its domain's (→ the name it takes; `scripts/rename-domains.sh`",
    `moves the web features). Route segments are the spec's URLs (routes.md) and keep their words. ${names.differing} domains still have a ⚠.`,
    '',
    ...names.lines,
    '## GraphQL operations',
    '',
    `${graphql.counts}, each with the file under \`${MODULES}/\` that registers it and the \`ctx.services\``,
    `method(s) its resolver calls. ⚠: no method called is named after the operation (${graphql.mismatches} fields).`,
    '',
    ...graphql.lines,
    '## Web routes',
    '',
    `Each file route under \`${ROUTES}/\` (the URL comes from the file name; \`_x\` folders are layouts without a`,
    'URL segment) and the feature and app-page modules it imports; in brackets, the features those app pages compose.',
    '',
    ...routesSection(routes),
    '## Notification types',
    '',
    `The ${notifications.count} types of \`${NOTIFICATION_ENUMS}\` and the server files (under \`${MODULES}/\`) that`,
    `name them as a value (tests and \`*.graphql.ts\` left out); ${notifications.unsent} are not sent yet (pies, rewards, achievements, …).`,
    '',
    ...notifications.lines,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const text = render();
    if (process.argv.includes('--check')) {
      let current = '';
      try {
        current = read(OUT);
      } catch {
        // missing: stale
      }
      if (current !== text) {
        console.error(`${OUT} is stale: run npm run domain-map`);
        process.exit(1);
      }
    } else {
      writeFileSync(join(ROOT, OUT), text);
      console.log(`wrote ${OUT}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
