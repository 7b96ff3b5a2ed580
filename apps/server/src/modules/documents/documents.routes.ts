import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../platform/http/viewer';
import { DOCUMENTS_PATH, type DocumentsService } from './documents.service';
import type { SessionsService } from '../auth/auth.module';

/** A receipt's PDF, for its owner only (bearer token); others get 404 (docs/decisions/025). */
export async function documentsRoutes(
  app: FastifyInstance,
  { documents, sessions }: { documents: DocumentsService; sessions: SessionsService },
) {
  app.get<{ Params: { id: string } }>(`${DOCUMENTS_PATH}:id/file`, async (request, reply) => {
    const viewer = await requireViewer(request, sessions);
    const { fileName, bytes } = await documents.receiptPdf(viewer, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });
}
