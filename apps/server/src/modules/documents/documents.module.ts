import { authModule } from '../auth/auth.module';
import { defineModule } from '../../platform/module';
import { port } from '../../platform/port';
import './documents.graphql';
import { documentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { type ReceiptSource, documentsService } from './documents.service';

/** Documents a user received or signed: receipts (content from the payments ledger, a port) and waivers. */
export const documentsModule = defineModule({
  name: 'documents',
  needs: [authModule],
  create: ({ db, clock }) => {
    const receipts = port<ReceiptSource>('documents.receipts');
    return {
      documents: documentsService(documentsRepository(db), clock, receipts.use),
      receiptSource: receipts,
    };
  },
  routes: async (app, { documents, sessions }) => {
    await app.register(documentsRoutes, { documents, sessions });
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { insertReceipt, receiptIdOf } from './documents.repository';
export { documentUrl, receiptNumberOf } from './documents.service';
export type { DocumentsService } from './documents.service';
