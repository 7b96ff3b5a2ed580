import path from 'node:path';
import { authModule } from '../auth/auth.module';
import { defineModule } from '../../platform/module';
import { mediaRepository } from './media.repository';
import { mediaRoutes } from './media.routes';
import { mediaService } from './media.service';
import { localMediaStorage, s3MediaStorage } from './media.storage';

/** Uploaded images and files: local disk or S3 (MEDIA_*). */
export const mediaModule = defineModule({
  name: 'media',
  needs: [authModule],
  create: ({ db, config, clock }) => ({
    media: mediaService({
      repo: mediaRepository(db),
      storage: config.media.s3
        ? s3MediaStorage(config.media.s3)
        : localMediaStorage(path.join(config.dataDir, 'media')),
      config,
      clock,
    }),
  }),
  routes: async (app, { media, sessions }) => {
    await app.register(mediaRoutes, { media, sessions });
  },
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { MediaService } from './media.service';
