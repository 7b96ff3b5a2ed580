import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../platform/jobs/scheduler';
import type { MessagesService } from './messages.service';

export const EVENT_STARTED_INTERVAL_MS = 60 * 1000;

/**
 * Every minute: the approved attendees of events that just began get EventStarted (accounts §4.3), once per
 * event whatever number of servers runs it (decision 085).
 */
export function eventStartedJob(
  messages: Pick<MessagesService, 'announceStartedEvents'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Job {
  return {
    name: 'event-started',
    intervalMs: EVENT_STARTED_INTERVAL_MS,
    async run() {
      const notified = await messages.announceStartedEvents();
      if (notified > 0) log.info({ notified }, 'told attendees their events started');
    },
  };
}
