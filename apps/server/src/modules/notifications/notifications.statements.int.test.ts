import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { type TestServer, startTestServer } from '../../test/server';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';
import { notificationsRepository } from './notifications.repository';
import { notificationsService } from './notifications.service';

// The statements a page of notifications costs, every field selected, do not grow with the page
// (docs/decisions/064).

const clock = fixedClock('2026-05-01T10:00:00.000Z');
let server: TestServer;
let ada: SignedInUser;

const NOTIFICATIONS = `query($first: Int) { notifications(first: $first) { nodes {
  notificationId isRead readAt createdAt customProperties { key value }
  content { defaultMessage defaultPayload { notificationType } } } unreadCount pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  server = await startTestServer({ clock });
  ada = await signedUpUser(server);
  const notifications = notificationsService(notificationsRepository(server.database.db), clock);
  for (let i = 0; i < 22; i++) {
    clock.advance(1000);
    await notifications.notify({
      userId: ada.userId,
      type: 'EventApproved',
      message: `Notification ${i}`,
      properties: { EventSlug: `event-${i}` },
    });
  }
});
afterAll(async () => server?.close());

async function statementsOf(first: number) {
  const { body: warm } = await server.graphql<{ notifications: { nodes: unknown[] } }>(
    NOTIFICATIONS,
    { first },
    ada.headers,
  );
  expect(warm.data!.notifications.nodes).toHaveLength(first);
  let errors: unknown;
  const statements = await server.statementsOf(async () => {
    const { body } = await server.graphql(NOTIFICATIONS, { first }, ada.headers);
    errors = body.errors;
  });
  expect(errors).toBeUndefined();
  return statements.length;
}

describe('SQL statements per page of notifications', () => {
  it('a page of 20 notifications costs what a page of 5 costs', async () => {
    const five = await statementsOf(5);
    expect(await statementsOf(20)).toBe(five);
  });
});
