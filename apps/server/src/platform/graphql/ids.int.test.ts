import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { type TestServer, startTestServer } from '../../test/server';
import { clubWithTeam, gql } from '../../modules/clubs/clubs.test-support';

/** `id` answers the same value as the identity field it stands for (issue 21 item 16; graphql/ids.ts). */

const clock = fixedClock('2026-06-01T12:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { RATE_LIMITS: 'off' } });
});
afterAll(() => server?.close());

describe('stable ids', () => {
  it('answers id equal to userId, eventless and through a mapped type (ClubPerson), JIT-compiled too', async () => {
    const s = await clubWithTeam(server, clock);
    // Several times: Mercurius compiles a query with its JIT after the first runs.
    for (let i = 0; i < 3; i += 1) {
      const me = await gql<{ me: { id: string; userId: string } }>(
        server,
        'query { me { id userId } }',
        {},
        s.owner,
      );
      expect(me.error).toBeNull();
      expect(me.data!.me.id).toBe(s.owner.userId);
      expect(me.data!.me.userId).toBe(s.owner.userId);

      const team = await gql<{
        club: { id: string; teamMembers: { person: { id: string; userId: string } }[] };
      }>(
        server,
        'query($c: String!) { club(idOrSlug: $c) { id teamMembers { person { id userId } } } }',
        { c: s.club.id },
        s.owner,
      );
      expect(team.error).toBeNull();
      expect(team.data!.club.id).toBe(s.club.id);
      expect(team.data!.club.teamMembers.length).toBeGreaterThan(0);
      for (const { person } of team.data!.club.teamMembers) expect(person.id).toBe(person.userId);
    }
  });
});
