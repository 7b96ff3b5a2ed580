import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { graphql } from './runtime';

const { Kind } = graphql;

/** The field extension that marks a root query field whose visitor answer may be shared (docs/decisions/071). */
export const PUBLIC_CACHE_EXTENSION = 'publicCache';

type Stored = { body: string; contentType: string };
type Pending = { key: string; generation: number; store: boolean };

/**
 * Visitors' answers to public listings, shared for a short time (docs/decisions/071).
 *
 * Only requests without an Authorization header are looked up or stored, and only answers (200, no `errors`) to
 * documents whose operations are all queries selecting only root fields marked `publicCache` — and nothing but
 * those fields, so nothing that depends on who asks. The key is the query, its variables, the operation name and
 * the response media type. Every GraphQL mutation and every other non-GET request this process answers empties
 * the cache, and an answer computed while one of them ran is not stored (a generation counter); what changes
 * elsewhere (another server, a job) shows after at most `ttlMs`.
 */
export class PublicAnswerCache {
  private readonly answers: LRUCache<string, Stored>;
  private readonly pending = new WeakMap<FastifyRequest, Pending>();
  /** Per schema document: whether it selects only shareable root fields (bounded; valid documents only). */
  private readonly shareable = new WeakMap<DocumentNode, boolean>();
  private readonly fields: ReadonlySet<string>;
  private generation = 0;

  constructor(schema: GraphQLSchema, options: { ttlMs: number; maxBytes: number }) {
    const queryFields = schema.getQueryType()?.getFields() ?? {};
    this.fields = new Set(
      Object.values(queryFields)
        .filter((field) => field.extensions?.[PUBLIC_CACHE_EXTENSION] === true)
        .map((field) => field.name),
    );
    this.answers = new LRUCache<string, Stored>({
      ttl: options.ttlMs,
      maxSize: options.maxBytes,
      sizeCalculation: (stored, key) => stored.body.length + key.length,
    });
  }

  /** The root query fields whose visitor answers are shared. */
  get sharedFields(): ReadonlySet<string> {
    return this.fields;
  }

  /** A request that may be answered from the cache: a POST by a visitor. Answers it and returns true on a hit. */
  lookUp(request: FastifyRequest, reply: FastifyReply, contentType: string): boolean {
    if (request.method !== 'POST' || request.headers.authorization !== undefined) return false;
    const body = request.body as { query?: unknown; variables?: unknown; operationName?: unknown } | null;
    if (!body || typeof body.query !== 'string') return false;
    const key = createHash('sha1')
      .update(contentType)
      .update('\u0000')
      .update(body.query)
      .update('\u0000')
      .update(JSON.stringify(body.variables ?? null))
      .update('\u0000')
      .update(typeof body.operationName === 'string' ? body.operationName : '')
      .digest('base64');
    const hit = this.answers.get(key);
    if (hit) {
      reply.code(200).header('content-type', hit.contentType).send(hit.body);
      return true;
    }
    this.pending.set(request, { key, generation: this.generation, store: false });
    return false;
  }

  /** Mercurius' preExecution: marks a visitor's shareable document for storing; notes mutations. */
  beforeExecution(request: FastifyRequest, document: DocumentNode, isVisitor: boolean): void {
    const entry = this.pending.get(request);
    if (entry && isVisitor) entry.store = this.isShareable(document);
  }

  /** Called when a mutation or another write finished: what was cached may be out of date. */
  invalidate(): void {
    this.generation += 1;
    this.answers.clear();
  }

  /** Fastify's onSend: stores a marked answer when nothing was written since its lookup. */
  store(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const entry = this.pending.get(request);
    if (!entry?.store || entry.generation !== this.generation) return;
    if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.includes('"errors"')) return;
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string') return;
    this.answers.set(entry.key, { body: payload, contentType });
  }

  /** Whether a document is queries only, each selecting only shareable root fields (no fragments, no __typename). */
  private isShareable(document: DocumentNode): boolean {
    const known = this.shareable.get(document);
    if (known !== undefined) return known;
    let result = this.fields.size > 0;
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (definition.operation !== 'query') result = false;
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD || !this.fields.has(selection.name.value)) result = false;
      }
    }
    this.shareable.set(document, result);
    return result;
  }
}

/** Whether a document holds a mutation (it empties the cache when it is answered). */
export function hasMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
  );
}
