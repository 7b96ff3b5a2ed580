import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './notifications.graphql';
import { notificationsRepository } from './notifications.repository';
import { notificationsService } from './notifications.service';

/** In-app notifications (accounts §3). */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: [usersModule],
  create: ({ db, clock }) => ({ notifications: notificationsService(notificationsRepository(db), clock) }),
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export type { NotificationsService } from './notifications.service';
