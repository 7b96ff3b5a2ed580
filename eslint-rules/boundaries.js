// The layers of the server and the web app, checked on the file an import resolves to, whatever form the import
// takes (docs/decisions/119-lint-boundaries.md, 069-module-front-doors.md, 063-web-feature-boundaries.md).
//
// Server (apps/server/src): platform/ < modules/<m>/ < the top (modules.ts, app.ts, main.ts, graphql/, scripts/,
// test/). A module reaches another module only through its front door `<m>/<m>.module.ts` (a `*.tables.ts` may
// import another module's `*.tables.ts`: foreign keys); so does the top, except `modules.ts`, the composition root.
// platform/ imports no module and nothing of the top; a module imports nothing of the top. Tests (and test support)
// may reach into modules to build fixtures.
//
// Web (apps/web/src): lib/, ui/ < entities/<e>/ < features/<f>/ < app/, routes/ (with router.ts, routeTree.gen.ts,
// main.tsx: the composition). A feature imports no other feature; nothing below the composition imports it (a
// feature's tests may render app/ pages); entities import no feature; lib/ and ui/ import no entity or feature.
//
// Neither app imports the other.
import path from 'node:path';
import { importVisitors, inside, REPO_ROOT, resolveImport, SERVER_SRC, TESTS, WEB_SRC } from './resolve.js';

const SERVER_LEAVES = new Set(['paths.ts']);
const WEB_COMPOSITION_FILES = /^(router|routeTree\.gen|main)\.tsx?$/;

/** Where a file sits: { app: 'server' | 'web', layer, name? } or null outside both source trees. */
function placeOf(file) {
  if (inside(SERVER_SRC, file)) {
    const parts = path.relative(SERVER_SRC, file).split(path.sep);
    if (parts[0] === 'modules' && parts.length > 2) return { app: 'server', layer: 'module', name: parts[1] };
    if (parts[0] === 'modules') return { app: 'server', layer: 'top' };
    if (parts[0] === 'platform') return { app: 'server', layer: 'platform' };
    if (parts.length === 1 && /^modules(\.ts)?$/.test(parts[0])) return { app: 'server', layer: 'root' };
    if (parts.length === 1 && SERVER_LEAVES.has(parts[0])) return { app: 'server', layer: 'leaf' };
    return { app: 'server', layer: 'top' };
  }
  if (inside(WEB_SRC, file)) {
    const parts = path.relative(WEB_SRC, file).split(path.sep);
    if (parts[0] === 'features' && parts.length > 2) return { app: 'web', layer: 'feature', name: parts[1] };
    if (parts[0] === 'entities' && parts.length > 2) return { app: 'web', layer: 'entity', name: parts[1] };
    if (parts[0] === 'lib' || parts[0] === 'ui') return { app: 'web', layer: parts[0] };
    if (parts[0] === 'app' || parts[0] === 'routes') return { app: 'web', layer: 'composition' };
    if (parts.length === 1 && WEB_COMPOSITION_FILES.test(parts[0]))
      return { app: 'web', layer: 'composition' };
    return { app: 'web', layer: 'other' };
  }
  return null;
}

const isFrontDoor = (target, module) =>
  path.basename(target).replace(/\.ts$/, '') === `${module}.module` &&
  path.dirname(target) === path.join(SERVER_SRC, 'modules', module);

/** The message id of a server import that breaks a layer, or null. */
function serverViolation(from, fromFile, to, toFile) {
  if (TESTS.test(fromFile)) return null;
  if (to.layer === 'module') {
    if (from.layer === 'module' && from.name === to.name) return null;
    if (from.layer === 'platform') return 'platformModule';
    if (from.layer === 'root') return null;
    if (isFrontDoor(toFile, to.name)) return null;
    if (from.layer === 'module' && /\.tables\.ts$/.test(fromFile) && /\.tables(\.ts)?$/.test(toFile))
      return null;
    return 'frontDoor';
  }
  if (to.layer === 'root' || to.layer === 'top') {
    if (from.layer === 'platform') return 'platformUp';
    if (from.layer === 'module') return 'moduleUp';
  }
  return null;
}

/** The message id of a web import that breaks a layer, or null. */
function webViolation(from, fromFile, to) {
  const test = TESTS.test(fromFile);
  switch (from.layer) {
    case 'feature':
      if (to.layer === 'feature' && to.name !== from.name) return 'featureFeature';
      if (to.layer === 'composition' && !test) return 'featureComposition';
      return null;
    case 'entity':
      if (to.layer === 'feature') return 'entityFeature';
      if (to.layer === 'composition') return 'entityComposition';
      return null;
    case 'lib':
    case 'ui':
      if (to.layer === 'feature' || to.layer === 'entity' || to.layer === 'composition') return 'bottomUp';
      return null;
    default:
      return null;
  }
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The server's and the web app's layers, checked on resolved import paths." },
    schema: [],
    messages: {
      crossApp:
        'The server and the web app meet only through packages/shared and the GraphQL schema: {{target}} is in the other app.',
      frontDoor:
        "Import module '{{module}}' only through its front door, {{module}}/{{module}}.module.ts (not {{target}}).",
      platformModule:
        'platform/ imports no module: {{target}} belongs to module {{module}}. Move what platform needs into platform/ (or packages/shared).',
      platformUp:
        'platform/ imports only platform/ (and packages): {{target}} is above it (the composition root, app, graphql/, scripts/ or test/).',
      moduleUp:
        'A module imports no file above the modules ({{target}}): the composition root, app, graphql/, scripts/ and test/ import modules, not the other way round.',
      featureFeature:
        "Feature '{{from}}' imports feature '{{name}}' ({{target}}): features import no other feature; move what both need to entities/, lib/ or ui/.",
      featureComposition:
        "Feature '{{from}}' imports {{target}}: app/ and routes/ compose features, features do not import them.",
      entityFeature: "Entity '{{from}}' imports feature '{{name}}' ({{target}}): entities import no feature.",
      entityComposition: "Entity '{{from}}' imports {{target}}: entities import no app/ or routes/ code.",
      bottomUp:
        '{{layer}}/ imports {{target}}: lib/ and ui/ import no entity, feature, app/ or routes/ code.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    if (!from) return {};
    return importVisitors((node, spec) => {
      const target = resolveImport(file, spec);
      const to = target && placeOf(target);
      if (!to) {
        // A path out of the source tree into the other app (apps/server from the web, apps/web from the server).
        const other = from.app === 'web' ? 'apps/server/' : 'apps/web/';
        if (target && path.relative(REPO_ROOT, target).startsWith(other))
          context.report({ node, messageId: 'crossApp', data: { target: spec } });
        return;
      }
      if (to.app !== from.app) {
        context.report({ node, messageId: 'crossApp', data: { target: spec } });
        return;
      }
      const messageId =
        from.app === 'server' ? serverViolation(from, file, to, target) : webViolation(from, file, to);
      if (!messageId) return;
      context.report({
        node,
        messageId,
        data: {
          target: spec,
          module: to.name ?? '',
          name: to.name ?? '',
          from: from.name ?? '',
          layer: from.layer,
        },
      });
    });
  },
};
