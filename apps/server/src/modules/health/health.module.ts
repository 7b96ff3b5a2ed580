import { defineModule } from '../../platform/module';
import { healthRoutes } from './health.routes';

/** GET /api/health. */
export const healthModule = defineModule({
  name: 'health',
  needs: [],
  create: () => ({}),
  routes: async (app, _services, ctx) => {
    await app.register(healthRoutes, { ping: ctx.ping });
  },
});
