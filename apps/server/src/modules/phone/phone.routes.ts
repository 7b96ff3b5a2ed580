import { AUTH_API_PATHS } from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { requestMeta } from '../../platform/http/viewer';
import type { PhoneService } from './phone.service';

/** Phone sign-in (accounts §4.2, §7): a texted 6-digit code, then the code. */
export async function phoneRoutes(app: FastifyInstance, { phone }: { phone: PhoneService }) {
  app.post(AUTH_API_PATHS.phoneStart, async (request) =>
    phone.start(request.body ?? {}, requestMeta(request), request.log),
  );

  app.post(AUTH_API_PATHS.phoneVerify, async (request) =>
    phone.verify(request.body ?? {}, requestMeta(request)),
  );
}
