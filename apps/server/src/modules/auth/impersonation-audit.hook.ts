import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { bearerToken, resolvedViewer, resolveViewer } from '../../platform/http/viewer';
import type { SessionsService } from './sessions.service';
import type { Viewer } from '../../platform/viewer';
import type { AuditService } from '../audit/audit.module';

const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The GraphQL operation a request ran: its operationName, else the name written in the document. */
export function graphqlOperationName(request: FastifyRequest): string | undefined {
  const input = (request.method === 'GET' ? request.query : request.body) as
    { operationName?: unknown; query?: unknown } | null | undefined;
  if (!input || typeof input !== 'object') return undefined;
  if (typeof input.operationName === 'string' && input.operationName) return input.operationName;
  if (typeof input.query === 'string') return OPERATION_NAME.exec(input.query)?.[1];
  return undefined;
}

/** Whether the bearer token claims an impersonation (unverified: only decides whether to authenticate). */
function claimsImpersonation(request: FastifyRequest): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  try {
    return typeof decodeJwt(token).imp === 'string';
  } catch {
    return false;
  }
}

/**
 * onResponse hook: every request made with an impersonation session leaves an 'impersonation.request'
 * entry naming the administrator (actor) and the user acted as (subject). Uses the viewer the request
 * already resolved; a request that never asked (a public route) is authenticated here when its token
 * claims an impersonation. A failure to write is logged; the response has already gone.
 */
export function impersonationAuditHook(sessions: SessionsService, audit: AuditService) {
  return async function auditImpersonatedRequest(request: FastifyRequest, reply: FastifyReply) {
    try {
      let pending = resolvedViewer(request);
      if (!pending) {
        if (!claimsImpersonation(request)) return;
        pending = resolveViewer(request, sessions).catch(() => null);
      }
      const viewer: Viewer | null = await pending;
      if (!viewer?.impersonatorId) return;
      const path = request.url.split('?')[0] ?? request.url;
      const operationName = path.startsWith('/api/graphql') ? graphqlOperationName(request) : undefined;
      await audit.record({
        actorId: viewer.impersonatorId,
        subjectId: viewer.userId,
        action: 'impersonation.request',
        details: {
          method: request.method,
          url: path,
          statusCode: reply.statusCode,
          ...(operationName ? { operationName } : {}),
        },
        requestId: request.id,
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the impersonation audit entry');
    }
  };
}
