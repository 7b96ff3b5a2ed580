import { NOTIFICATIONS_MESSAGES, NOTIFICATIONS_PAGE_SIZE, type NotificationType } from '@repclub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import {
  firstGraphQLError,
  type GraphQLErrorEntry,
  startTestServer,
  type TestServer,
} from '../../test/server';
import { type SignedInUser, signedUpUser } from '../users/users.test-helpers';
import { notificationsRepository } from './notifications.repository';
import {
  InvalidNotificationError,
  type NotificationsService,
  notificationsService,
  type NotifyInput,
} from './notifications.service';

type NotificationNode = {
  notificationId: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  content: { defaultMessage: string; defaultPayload: { notificationType: string } };
  customProperties: { key: string; value: string }[];
};
type Page = {
  notifications: {
    unreadCount: number;
    nodes: NotificationNode[];
    edges: { cursor: string; node: NotificationNode }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  };
};

const NODE = `notificationId isRead readAt createdAt
  content { defaultMessage defaultPayload { notificationType } } customProperties { key value }`;
const LIST = `query($first: Int, $after: String, $last: Int, $isRead: Boolean, $notificationTypes: [String!],
  $activity: String) {
  notifications(first: $first, after: $after, last: $last, isRead: $isRead, notificationTypes: $notificationTypes,
    activity: $activity) {
    unreadCount
    nodes { ${NODE} }
    edges { cursor node { notificationId } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;
const MARK_READ = `mutation($id: ID!) { markNotificationRead(id: $id) { ${NODE} } }`;
const MARK_ALL = 'mutation { markAllNotificationsRead }';

const clock = fixedClock('2026-05-01T08:00:00.000Z');
let server: TestServer;
let notifications: NotificationsService;
let ada: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  server = await startTestServer({ clock });
  notifications = notificationsService(notificationsRepository(server.database.db), clock);
  ada = await signedUpUser(server);
  bob = await signedUpUser(server);
});
afterAll(() => server.close());

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  headers?: { authorization: string },
) {
  const { body } = await server.graphql<T>(query, variables, headers ?? {});
  return body as { data?: T | null; errors?: GraphQLErrorEntry[] };
}

const list = (variables: Record<string, unknown>, user: SignedInUser) =>
  gql<Page>(LIST, variables, user.headers);

/** Every notification of a user, page by page; checks that each page chains to the next. */
async function walk(user: SignedInUser, first: number, filters: Record<string, unknown> = {}) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const body = await list({ first, after, ...filters }, user);
    expect(body.errors).toBeUndefined();
    const page = body.data!.notifications;
    expect(page.nodes.map((n) => n.notificationId)).toEqual(page.edges.map((e) => e.node.notificationId));
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    ids.push(...page.nodes.map((n) => n.notificationId));
    if (!page.pageInfo.hasNextPage) return ids;
    expect(page.nodes).toHaveLength(first);
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

describe('notify', () => {
  it('stores a notification with its type, message and properties (values as text)', async () => {
    const row = await notifications.notify({
      userId: bob.userId,
      type: 'BuySlices',
      message: '  You bought 10 slices of Pizza Pie.  ',
      properties: { PieSlug: 'pizza-pie', BuyerIsVerified: true, PieName: 'Pizza Pie' },
    });
    expect(row).toMatchObject({
      userId: bob.userId,
      type: 'BuySlices',
      message: 'You bought 10 slices of Pizza Pie.',
      properties: { PieName: 'Pizza Pie', BuyerIsVerified: 'true', PieSlug: 'pizza-pie' },
      readAt: null,
      createdAt: clock.now(),
    });
    const body = await list({}, bob);
    expect(body.data?.notifications.nodes).toEqual([
      {
        notificationId: row.id,
        isRead: false,
        readAt: null,
        createdAt: clock.now().toISOString(),
        content: {
          defaultMessage: 'You bought 10 slices of Pizza Pie.',
          defaultPayload: { notificationType: 'BuySlices' },
        },
        customProperties: [
          // In the order of the spec's key list, whatever order they were given in.
          { key: 'PieName', value: 'Pizza Pie' },
          { key: 'BuyerIsVerified', value: 'true' },
          { key: 'PieSlug', value: 'pizza-pie' },
        ],
      },
    ]);
  });

  it('refuses an unknown type, an unknown property key, an empty message or a bad user id', async () => {
    const valid: NotifyInput = { userId: bob.userId, type: 'CreatePie', message: 'Your pie is live.' };
    const bad = [
      { ...valid, type: 'SomethingElse' as NotificationType },
      { ...valid, properties: { NotAKey: 'x' } as NotifyInput['properties'] },
      { ...valid, properties: { PieName: { nested: true } } as unknown as NotifyInput['properties'] },
      { ...valid, message: '   ' },
      { ...valid, userId: 'someone' },
    ];
    for (const input of bad) {
      await expect(notifications.notify(input)).rejects.toBeInstanceOf(InvalidNotificationError);
    }
    await expect(notifications.notify(bad[0]!)).rejects.toThrow(/^notify: type: /);
  });
});

describe('notifications', () => {
  const adaIds: string[] = [];
  beforeAll(async () => {
    // 27 notifications: some in the same millisecond (the id breaks the tie), two in the same millisecond
    // but different microseconds (as a database default would write), types alternating.
    const types: NotificationType[] = ['ReceiveReward', 'EventApproved', 'UserInviteAccepted'];
    for (let i = 0; i < 25; i++) {
      if (i % 4 !== 0) clock.advance(1000);
      const row = await notifications.notify({
        userId: ada.userId,
        type: types[i % 3]!,
        message: `Notification ${i}`,
        properties: { EventSlug: `event-${i}` },
      });
      adaIds.push(row.id);
    }
    for (const micro of ['123456', '123789']) {
      const rows = await server.database.db.execute<{ id: string }>(
        sql`insert into notifications (user_id, type, message, created_at)
            values (${ada.userId}, 'AwardPie', 'Microseconds', ${`2026-04-01T00:00:00.${micro}Z`}::timestamptz)
            returning id`,
      );
      const id = (rows as unknown as { rows?: { id: string }[] }).rows?.[0]?.id;
      adaIds.push(id!);
    }
  });

  /** Ada's ids in list order: newest first, then the larger id first. */
  async function expectedOrder(filter = '') {
    const rows = await server.database.db.execute<{ id: string }>(
      sql.raw(
        `select id from notifications where user_id = '${ada.userId}' ${filter} order by created_at desc, id desc`,
      ),
    );
    return ((rows as unknown as { rows: { id: string }[] }).rows ?? []).map((r) => r.id);
  }

  it('walks every notification once, newest first, with first/after and hasNextPage', async () => {
    const order = await expectedOrder();
    expect(order).toHaveLength(27);
    expect([...order].sort()).toEqual([...adaIds].sort());
    for (const first of [1, 4, 10, 27, 50]) {
      expect({ first, ids: await walk(ada, first) }).toEqual({ first, ids: order });
    }
  });

  it('answers 10 a page by default, an empty page for first 0, and the unread count', async () => {
    const body = await list({}, ada);
    expect(body.data?.notifications.nodes).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(body.data?.notifications.pageInfo.hasNextPage).toBe(true);
    expect(body.data?.notifications.unreadCount).toBe(27);
    const empty = await list({ first: 0 }, ada);
    expect(empty.data?.notifications).toMatchObject({ nodes: [], unreadCount: 27 });
  });

  it('refuses a page size out of range, a bad cursor and backward paging', async () => {
    expect(firstGraphQLError(await list({ first: 101 }, ada))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be an integer between 0 and 100.',
    });
    const forged = Buffer.from(JSON.stringify(['2026-01-01', 'x'])).toString('base64url');
    for (const after of ['not a cursor', forged]) {
      expect(firstGraphQLError(await list({ after }, ada))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'The cursor is not valid.',
      });
    }
    expect(firstGraphQLError(await list({ last: 5 }, ada))).toEqual({
      code: 'BAD_USER_INPUT',
      message: NOTIFICATIONS_MESSAGES.forwardPagingOnly,
    });
  });

  it('filters by notification types; an empty list means every type; an unknown type is refused', async () => {
    const events = await walk(ada, 4, { notificationTypes: ['EventApproved'] });
    expect(events).toEqual(await expectedOrder("and type = 'EventApproved'"));
    expect(events).toHaveLength(8);
    const two = await walk(ada, 5, { notificationTypes: ['EventApproved', 'AwardPie'] });
    expect(two).toEqual(await expectedOrder("and type in ('EventApproved', 'AwardPie')"));
    expect(await walk(ada, 10, { notificationTypes: [] })).toHaveLength(27);
    expect(firstGraphQLError(await list({ notificationTypes: ['EventApproved', 'Nope'] }, ada))).toEqual({
      code: 'BAD_USER_INPUT',
      message: NOTIFICATIONS_MESSAGES.unknownType('Nope'),
    });
  });

  it('filters by the activity feed kinds (domain §2), with the type filter inside them', async () => {
    const offers = await walk(ada, 4, { activity: 'offers' });
    expect(offers).toEqual(await expectedOrder("and type = 'ReceiveReward'"));
    expect(offers).toHaveLength(9);
    expect(await walk(ada, 5, { activity: 'events' })).toEqual(
      await expectedOrder("and type = 'EventApproved'"),
    );
    expect(await walk(ada, 10, { activity: 'all' })).toHaveLength(27);
    expect(await walk(ada, 10, { activity: 'achievements' })).toEqual([]);
    // Both filters: the types asked for that are of the kind; none of the kind, nothing (not everything).
    expect(
      await walk(ada, 10, { activity: 'events', notificationTypes: ['EventApproved', 'AwardPie'] }),
    ).toEqual(await expectedOrder("and type = 'EventApproved'"));
    expect(await walk(ada, 10, { activity: 'requests', notificationTypes: ['AwardPie'] })).toEqual([]);
    expect(firstGraphQLError(await list({ activity: 'Requests' }, ada))).toEqual({
      code: 'BAD_USER_INPUT',
      message: NOTIFICATIONS_MESSAGES.unknownActivity('Requests'),
    });
  });

  it('marks one read (again: no change), filters by isRead, and counts unread whatever the filters', async () => {
    const [first, second] = [adaIds[3]!, adaIds[7]!];
    clock.advance(5_000);
    const readAt = clock.now().toISOString();
    const marked = await gql<{ markNotificationRead: NotificationNode }>(
      MARK_READ,
      { id: first },
      ada.headers,
    );
    expect(marked.errors).toBeUndefined();
    expect(marked.data?.markNotificationRead).toMatchObject({
      notificationId: first,
      isRead: true,
      readAt,
    });
    clock.advance(5_000);
    const again = await gql<{ markNotificationRead: NotificationNode }>(
      MARK_READ,
      { id: first },
      ada.headers,
    );
    expect(again.data?.markNotificationRead.readAt).toBe(readAt);
    await gql(MARK_READ, { id: second }, ada.headers);

    const read = await walk(ada, 10, { isRead: true });
    expect(read).toEqual((await expectedOrder()).filter((id) => id === first || id === second));
    const unread = await walk(ada, 10, { isRead: false });
    expect(unread).toHaveLength(25);
    expect(unread).not.toContain(first);
    const filtered = await list({ isRead: true, notificationTypes: ['AwardPie'] }, ada);
    expect(filtered.data?.notifications).toMatchObject({ nodes: [], unreadCount: 25 });
  });

  it("refuses another user's notification as NOT_FOUND and never lists it", async () => {
    for (const id of [adaIds[0]!, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(firstGraphQLError(await gql(MARK_READ, { id }, bob.headers))).toEqual({
        code: 'NOT_FOUND',
        message: NOTIFICATIONS_MESSAGES.notFound,
      });
    }
    const own = await list({ first: 50 }, ada);
    expect(own.data?.notifications.nodes.find((n) => n.notificationId === adaIds[0])?.isRead).toBe(false);
    const bobs = await walk(bob, 50);
    expect(bobs.some((id) => adaIds.includes(id))).toBe(false);
    // Bob's mark-all leaves Ada's notifications alone.
    const bobAll = await gql<{ markAllNotificationsRead: number }>(MARK_ALL, {}, bob.headers);
    expect(bobAll.data?.markAllNotificationsRead).toBe(1);
    expect((await list({}, ada)).data?.notifications.unreadCount).toBe(25);
  });

  it('marks all read once, even when asked twice at the same time', async () => {
    const [one, two] = await Promise.all([
      gql<{ markAllNotificationsRead: number }>(MARK_ALL, {}, ada.headers),
      gql<{ markAllNotificationsRead: number }>(MARK_ALL, {}, ada.headers),
    ]);
    expect(one.data!.markAllNotificationsRead + two.data!.markAllNotificationsRead).toBe(25);
    const after = await list({ first: 50 }, ada);
    expect(after.data?.notifications.unreadCount).toBe(0);
    expect(after.data?.notifications.nodes.every((n) => n.isRead)).toBe(true);
    const again = await gql<{ markAllNotificationsRead: number }>(MARK_ALL, {}, ada.headers);
    expect(again.data?.markAllNotificationsRead).toBe(0);
  });

  it('needs a signed-in user for every call', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [MARK_READ, { id: adaIds[0] }],
      [MARK_ALL, {}],
    ] as const) {
      expect(firstGraphQLError(await gql(query, variables)).code).toBe('AUTH_NOT_AUTHENTICATED');
    }
  });
});
