import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ProviderFaults } from './faults';
import type { PageRoute } from './http/page-head';
import type { RateLimiter } from './http/rate-limit';
import type { Job } from './jobs/scheduler';

/**
 * Everything the app's modules offer, merged: what GraphQL resolvers reach as `ctx.services`. Declared here so that
 * platform code (the GraphQL builder and plugin) names it without importing a module; the composition root,
 * modules.ts, fills it in from its module list by declaration merging (docs/decisions/119-lint-boundaries.md).
 */
export interface Services {
  rateLimiter: RateLimiter;
}

/** A logger as modules use it outside requests (the app's, or the console in tests). */
export type ModuleLog = {
  error: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

/** What every module is created with: the shared infrastructure, nothing of another module. */
export type ModuleContext = {
  db: Db;
  config: Config;
  clock: Clock;
  jwtSecret: string;
  rateLimiter: RateLimiter;
  /** Where what fails outside a request is logged (mail sent after a booking). */
  log: ModuleLog;
  /** Answers when the database does (the health route). */
  ping: () => Promise<void>;
  /** Test-only crash points around payment provider calls (integration tests of reconciliation). */
  faults?: ProviderFaults;
};

/** Everything a module may do when the app starts, after every module was created. */
export type ModuleHooks<Services> = {
  /** Its REST routes and Fastify hooks. */
  routes?: (app: FastifyInstance, services: Services, ctx: ModuleContext) => Promise<void>;
  /** Client routes whose index.html carries the page's meta tags (link previews; platform/http/web-app.ts). */
  pages?: (services: Services, ctx: ModuleContext) => PageRoute[];
  /** Jobs run by every server process (platform/jobs/scheduler.ts). */
  jobs?: (services: Services, log: Pick<FastifyBaseLogger, 'error' | 'info'>) => Job[];
  /** Data the product needs (every start; idempotent). */
  seed?: (services: Services, ctx: ModuleContext) => Promise<void>;
  /** Demo data (SEED_DEMO; idempotent). */
  demoSeed?: (services: Services, ctx: ModuleContext) => Promise<void>;
  /** One-off work at start, after the seeds (a data backfill); returns what to log, if anything. */
  start?: (
    services: Services,
    ctx: ModuleContext,
  ) => Promise<{ message: string; details: object } | undefined>;
  /** Said at start (money and mail settings that are unsafe or incomplete). */
  warnings?: (services: Services, ctx: ModuleContext) => string[];
  /** Work to finish before the database closes (mail still being sent). */
  onClose?: (services: Services) => Promise<void>;
};

/**
 * A domain module as the app sees it: its name, the modules it needs (created before it), what it offers the
 * modules after it (`create`'s result, merged into one services object) and how it registers. Its tables are its
 * `*.tables.ts` files (drizzle-kit reads them by name); its GraphQL types are registered when its front door
 * imports its `*.graphql.ts` files.
 */
export type AppModule<Provides extends object = object> = ModuleHooks<Record<string, unknown>> & {
  name: string;
  needs: readonly AppModule[];
  create: (ctx: ModuleContext, deps: never) => Provides;
};

type ProvidesOf<M> = M extends AppModule<infer P> ? P : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** What the modules of `Needs` offer together: the `deps` of a module's create. */
export type DepsOf<Needs extends readonly AppModule[]> = [Needs[number]] extends [never]
  ? Record<never, never>
  : UnionToIntersection<ProvidesOf<Needs[number]>>;

/**
 * Declares a module (its front door, `<domain>.module.ts`). `create` receives exactly what its `needs` offer;
 * the hooks receive its own offer and its needs'.
 */
export function defineModule<const Needs extends readonly AppModule[], Provides extends object>(
  module: {
    name: string;
    needs: Needs;
    create: (ctx: ModuleContext, deps: DepsOf<Needs>) => Provides;
  } & ModuleHooks<Provides & DepsOf<Needs>>,
): AppModule<Provides> {
  return module as unknown as AppModule<Provides>;
}

/** The services of a list of modules: everything they offer, merged. */
export type ServicesOf<Modules extends readonly AppModule[]> = DepsOf<Modules>;

/**
 * Creates the modules in list order. A module listed before one it needs is refused: the list is the dependency
 * order, and a cycle cannot be written down.
 */
export function createModules<const Modules extends readonly AppModule[]>(
  modules: Modules,
  ctx: ModuleContext,
): ServicesOf<Modules> {
  const created = new Set<string>();
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    for (const need of module.needs)
      if (!created.has(need.name))
        throw new Error(`Module ${module.name} needs ${need.name}, which is not created before it`);
    const offered = (module.create as (ctx: ModuleContext, deps: Record<string, unknown>) => object)(
      ctx,
      services,
    );
    for (const key of Object.keys(offered))
      if (key in services) throw new Error(`Module ${module.name} offers ${key}, already offered by another`);
    Object.assign(services, offered);
    created.add(module.name);
  }
  return services as ServicesOf<Modules>;
}

/** The modules' hooks, run in list order over the one services object. */
export function runModuleHooks(modules: readonly AppModule[], services: object, ctx: ModuleContext) {
  const all = services as Record<string, unknown>;
  return {
    warnings: () => modules.flatMap((m) => m.warnings?.(all, ctx) ?? []),
    async seed({ demo }: { demo: boolean }) {
      for (const m of modules) {
        await m.seed?.(all, ctx);
        if (demo) await m.demoSeed?.(all, ctx);
      }
    },
    async start() {
      const done: { message: string; details: object }[] = [];
      for (const m of modules) {
        const result = await m.start?.(all, ctx);
        if (result) done.push(result);
      }
      return done;
    },
    async routes(app: FastifyInstance) {
      for (const m of modules) await m.routes?.(app, all, ctx);
    },
    pages: () => modules.flatMap((m) => m.pages?.(all, ctx) ?? []),
    jobs: (log: Pick<FastifyBaseLogger, 'error' | 'info'>) =>
      modules.flatMap((m) => m.jobs?.(all, log) ?? []),
    async close() {
      for (const m of [...modules].reverse()) await m.onClose?.(all);
    },
  };
}
