import { defineModule } from '../../platform/module';
import './legal.graphql';
import { legalRepository } from './legal.repository';
import { legalRoutes } from './legal.routes';
import { seedLegalDocuments } from './legal.seed';
import { legalService } from './legal.service';

/** Terms, privacy policy and the other legal documents, their versions and the user's acceptance. */
export const legalModule = defineModule({
  name: 'legal',
  needs: [],
  create: ({ db, config }) => ({ legal: legalService(legalRepository(db), config.publicUrl) }),
  routes: async (app, { legal }) => {
    await app.register(legalRoutes, { legal });
  },
  seed: (_services, { db }) => seedLegalDocuments(legalRepository(db)),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { LegalService } from './legal.service';
