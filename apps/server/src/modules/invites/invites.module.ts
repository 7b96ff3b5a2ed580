import { auditModule } from '../audit/audit.module';
import { authModule } from '../auth/auth.module';
import { messagingModule } from '../messaging/messaging.module';
import { notificationsModule } from '../notifications/notifications.module';
import { usersModule } from '../users/users.module';
import { defineModule } from '../../platform/module';
import './invites.graphql';
import { invitesRepository } from './invites.repository';
import { invitesService } from './invites.service';

/** Invitations to join RepClub by e-mail; the invite a visitor followed is accepted when they sign up. */
export const invitesModule = defineModule({
  name: 'invites',
  needs: [usersModule, notificationsModule, messagingModule, auditModule, authModule],
  create: ({ db, config, clock }, { usersRepo, notifications, messaging, audit, signUps }) => {
    const invites = invitesService({
      repo: invitesRepository(db),
      users: usersRepo,
      notifications,
      messaging,
      audit,
      config,
      clock,
    });
    signUps.add(({ inviteId, userId, log }) => invites.acceptOnSignUp(inviteId, userId, log));
    return { invites };
  },
});
