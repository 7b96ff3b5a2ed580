import {
  ageAndGenderStatistics,
  ACHIEVEMENT_MESSAGES as M,
  CLUB_MESSAGES,
  type AchievementPayload,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { type Executor, type Tx, uniqueViolation } from '../../platform/db/executor';
import { DomainError, badInput, notFound } from '../../platform/errors';
import { type ConnectionArgs, isTimeIdKey, paginate } from '../../platform/graphql/pagination';
import { isUuid } from '../../platform/ids';
import type { ModuleLog } from '../../platform/module';
import type { MediaUrls } from '../../platform/media-urls';
import type { Viewer } from '../../platform/viewer';
import { type ClubView, type Clubs, clubReads } from '../clubs/clubs.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { activeUserById } from '../users/users.module';
import type { AchievementRow, AchievementsRepository } from './achievements.repository';

/** An achievement as GraphQL resolves it: its row, its club as the viewer sees it, and the viewer's award. */
export type AchievementView = {
  row: AchievementRow;
  club: ClubView;
  viewerAwardedAt: Date | null;
  /** The viewer may create, edit, delete and award the club's achievements (MANAGE_ACHIEVEMENTS). */
  canManage: boolean;
  /** The viewer runs the club (owner or any team role): sees hidden ones and statistics. */
  isTeam: boolean;
  /** When it was read (the clock): whether it is active now. */
  now: Date;
};

/** Who gave an award: the team (awardAchievement) or an offer the member completed. */
export type AwardSource = { kind: 'TEAM'; id?: null } | { kind: 'OFFER'; id: string };

export type AwardInTxInput = {
  achievementId: string;
  userId: string;
  source: AwardSource;
  /** The team member awarding it (TEAM). */
  awardedBy?: string | null;
};

/** What awardInTx did: awarded (false when the user already held it) and, when awarded, the notice to send after commit. */
export type AwardInTxResult = { awarded: boolean; after?: () => Promise<void> };

/** Club statuses in which nothing may be created or awarded (archived or suspended). */
const FROZEN = ['STATIC', 'SUSPENDED'];

const cursorTime = (d: Date) => d.toISOString().replace('Z', '000Z');

const forbidden = () => new DomainError('AUTH_NOT_AUTHORIZED', M.notAllowed);
const achievementNotFound = () => notFound(M.notFound);

/**
 * Club achievements (domain §3 Achievement, §4, §7; docs/decisions/127–129): create, edit, delete (archive once
 * awarded), award by the team or an offer (awardInTx) within the maximum supply, read by id, slug, club, holder.
 */
export function achievementsService({
  repo,
  clubs,
  notifications,
  clock,
  log,
  mediaUrls,
}: {
  repo: AchievementsRepository;
  clubs: Clubs;
  notifications: NotificationsService;
  clock: Clock;
  log: Pick<ModuleLog, 'error'>;
  mediaUrls: Pick<MediaUrls, 'stored'>;
}) {
  const isTeamOf = (club: ClubView) => club.standing.isOwner || club.standing.role !== null;
  const canManageIn = (club: ClubView) => club.standing.permissions.includes('MANAGE_ACHIEVEMENTS');

  /** Views of rows for a viewer: each club once, the viewer's awards in one statement; rows of unseen clubs dropped. */
  async function viewsOf(viewer: Viewer | null, rows: readonly AchievementRow[]): Promise<AchievementView[]> {
    const clubIds = [...new Set(rows.map((r) => r.clubId))];
    const clubViews = new Map<string, ClubView | null>(
      await Promise.all(clubIds.map(async (id) => [id, await clubs.club(viewer, id)] as const)),
    );
    const awards = viewer
      ? await repo.awardsOf(
          viewer.userId,
          rows.map((r) => r.id),
        )
      : [];
    const awardedAt = new Map(awards.map((a) => [a.achievementId, a.awardedAt]));
    const views: AchievementView[] = [];
    const now = clock.now();
    for (const row of rows) {
      const club = clubViews.get(row.clubId);
      if (!club) continue;
      views.push({
        row,
        club,
        viewerAwardedAt: awardedAt.get(row.id) ?? null,
        canManage: canManageIn(club),
        isTeam: isTeamOf(club),
        now,
      });
    }
    return views;
  }

  /** Whether the viewer may see the achievement: its club, and a hidden one only as its holder or team. */
  const visible = (v: AchievementView) => !v.row.isHidden || v.isTeam || v.viewerAwardedAt !== null;

  async function viewOf(viewer: Viewer | null, row: AchievementRow | undefined) {
    if (!row) return null;
    const [view] = await viewsOf(viewer, [row]);
    return view && visible(view) ? view : null;
  }

  /** The club, when the viewer may manage its achievements: NOT_FOUND or AUTH_NOT_AUTHORIZED else. */
  async function managedClub(ex: Executor, viewer: Viewer, clubId: string) {
    if (!isUuid(clubId)) throw notFound(M.notFound);
    return clubs.assertPermission(ex, clubId, viewer.userId, 'MANAGE_ACHIEVEMENTS');
  }

  /** The achievement, when the viewer may manage it: NOT_FOUND (also for hidden ones of others) or forbidden. */
  async function managedRow(tx: Tx, viewer: Viewer, achievementId: string) {
    if (!isUuid(achievementId)) throw achievementNotFound();
    const row = await repo.lock(tx, achievementId);
    if (!row) throw achievementNotFound();
    const allowed = await clubs.hasPermission(tx, row.clubId, viewer.userId, 'MANAGE_ACHIEVEMENTS');
    if (!allowed) {
      const seen = await viewOf(viewer, row);
      if (!seen) throw achievementNotFound();
      throw forbidden();
    }
    return row;
  }

  async function writeSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === 'achievements_club_slug_key')
        throw new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });
      throw err;
    }
  }

  async function notifySafely(input: Parameters<NotificationsService['notify']>[0]) {
    try {
      await notifications.notify(input);
    } catch (err) {
      log.error({ err, type: input.type }, 'achievement notification failed');
    }
  }

  /** Why an achievement could not be counted: gone, archived, outside its window, or all awarded. */
  async function refusal(ex: Executor, achievementId: string): Promise<DomainError> {
    const row = await repo.byId(achievementId, ex);
    if (!row) return achievementNotFound();
    if (row.status === 'ARCHIVED') return badInput(M.archived);
    const now = clock.now().getTime();
    if ((row.activeFrom && row.activeFrom.getTime() > now) || (row.activeTo && row.activeTo.getTime() <= now))
      return badInput(M.notActive);
    return new DomainError('CONFLICT', M.soldOut);
  }

  /**
   * Awards the achievement to the user inside the caller's transaction (the offers module's completion, or
   * awardAchievement): once per user — a second award answers `{ awarded: false }` and writes nothing. The award
   * counts against the maximum supply in one conditional update, so racing awards never pass it. Throws
   * NOT_FOUND, BAD_USER_INPUT (archived, not active) or CONFLICT (all awarded) with nothing written. When awarded,
   * `after` sends the ReceiveAchievement notification: call it after the transaction commits.
   */
  async function awardInTx(tx: Tx, input: AwardInTxInput): Promise<AwardInTxResult> {
    const { achievementId, userId, source } = input;
    if (!isUuid(achievementId)) throw achievementNotFound();
    if (await repo.award(tx, achievementId, userId)) return { awarded: false };
    const counted = await repo.countAward(tx, achievementId, clock.now());
    if (!counted) throw await refusal(tx, achievementId);
    const award = await repo.insertAward(tx, {
      achievementId,
      userId,
      awardedAt: clock.now(),
      awardedBy: source.kind === 'TEAM' ? (input.awardedBy ?? null) : null,
      sourceKind: source.kind,
      sourceId: source.kind === 'OFFER' ? source.id : null,
    });
    if (!award) {
      // The same user, awarded concurrently: the other award stands.
      await repo.uncountAward(tx, achievementId);
      return { awarded: false };
    }
    const club = await clubReads.club(tx, counted.clubId);
    return {
      awarded: true,
      after: () =>
        notifySafely({
          userId,
          type: 'ReceiveAchievement',
          message: M.receivedNotification(counted.displayName, club?.displayName ?? 'a rep club'),
          properties: {
            AchievementId: counted.id,
            ...(counted.avatarUrl ? { AchievementAvatar: counted.avatarUrl } : {}),
            ClubId: counted.clubId,
          },
        }),
    };
  }

  const listKey = (row: AchievementRow) => [cursorTime(row.createdAt), row.id] as [string, string];

  /** A page of views; rows whose club the viewer cannot see are left out. */
  async function pageOf(
    viewer: Viewer | null,
    args: ConnectionArgs,
    fetch: (limit: number, after: [string, string] | null) => Promise<AchievementRow[]>,
  ) {
    const page = await paginate(args, { fetch, keyOf: listKey, isKey: isTimeIdKey });
    const views = await viewsOf(
      viewer,
      page.edges.map((e) => e.node),
    );
    const byId = new Map(views.map((v) => [v.row.id, v]));
    return {
      ...page,
      edges: page.edges.flatMap((e) => {
        const node = byId.get(e.node.id);
        return node ? [{ cursor: e.cursor, node }] : [];
      }),
    };
  }

  return {
    awardInTx,

    async achievement(viewer: Viewer | null, achievementId: string): Promise<AchievementView | null> {
      if (!isUuid(achievementId)) return null;
      return viewOf(viewer, await repo.byId(achievementId));
    },

    async achievementBySlug(
      viewer: Viewer | null,
      clubId: string,
      slug: string,
    ): Promise<AchievementView | null> {
      const club = await clubs.club(viewer, clubId);
      if (!club || slug.length > 200) return null;
      return viewOf(viewer, await repo.bySlug(club.row.id, slug.trim().toLowerCase()));
    },

    /** Active, not hidden achievements of public clubs, newest first. */
    achievements(viewer: Viewer | null, keyword: string | null | undefined, args: ConnectionArgs) {
      const term = keyword?.trim().slice(0, 100) || null;
      return pageOf(viewer, args, (limit, after) => repo.listed(term, limit, after));
    },

    /** A club's achievements: hidden ones for its team, archived ones when the team asks. */
    async clubAchievements(
      viewer: Viewer | null,
      clubId: string,
      includeArchived: boolean,
      args: ConnectionArgs,
    ) {
      const club = await clubs.club(viewer, clubId);
      if (!club) throw notFound(CLUB_MESSAGES.notFound);
      const team = isTeamOf(club);
      return pageOf(viewer, args, (limit, after) =>
        repo.ofClub(
          club.row.id,
          { includeArchived: team && includeArchived, includeHidden: team },
          limit,
          after,
        ),
      );
    },

    /**
     * A member's achievements, latest awarded first: hidden ones only to the member and to the team of their
     * club; achievements of clubs the viewer cannot see are left out.
     */
    async userAchievements(viewer: Viewer | null, userId: string, args: ConnectionArgs) {
      if (!isUuid(userId)) throw notFound(M.userNotFound);
      const self = viewer?.userId === userId;
      const teamClubIds = viewer && !self ? (await clubs.managedClubs(viewer)).map((c) => c.row.id) : [];
      const page = await paginate(args, {
        fetch: (limit, after) => repo.heldBy(userId, self ? null : teamClubIds, limit, after),
        keyOf: (row) => [cursorTime(row.awardedAt), row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      const views = await viewsOf(
        viewer,
        page.edges.map((e) => e.node),
      );
      const byId = new Map(views.map((v) => [v.row.id, v]));
      return {
        ...page,
        edges: page.edges.flatMap((e) => {
          const node = byId.get(e.node.id);
          return node ? [{ cursor: e.cursor, node: { ...node, holderAwardedAt: e.node.awardedAt } }] : [];
        }),
      };
    },

    async createOrUpdateAchievement(viewer: Viewer, input: AchievementPayload): Promise<AchievementView> {
      const values = {
        displayName: input.displayName,
        slug: input.slug,
        bio: input.bio,
        avatarUrl: input.avatarUrl ? mediaUrls.stored(input.avatarUrl) : null,
        category: input.category,
        isHidden: input.isHidden,
        activeFrom: input.activeFrom,
        activeTo: input.activeTo,
        maxSupply: input.maxSupply,
      };
      const row = await writeSlug(() =>
        repo.transaction(async (tx) => {
          const now = clock.now();
          if (!input.achievementId) {
            const club = await managedClub(tx, viewer, input.clubId);
            if (FROZEN.includes(club.status)) throw badInput(M.clubArchived);
            return repo.insert(tx, {
              ...values,
              clubId: club.id,
              createdBy: viewer.userId,
              createdAt: now,
              updatedAt: now,
            });
          }
          const current = await managedRow(tx, viewer, input.achievementId);
          if (current.clubId !== input.clubId) throw achievementNotFound();
          if (current.status === 'ARCHIVED') throw badInput(M.archived);
          if (current.awardedCount > 0 && current.slug !== values.slug)
            throw badInput(M.slugFixed, { field: 'slug' });
          if (values.maxSupply !== null && values.maxSupply < current.awardedCount)
            throw badInput(M.maxSupplyBelowAwarded, { field: 'maxSupply' });
          return repo.update(tx, current.id, { ...values, updatedAt: now });
        }),
      );
      return (await viewsOf(viewer, [row]))[0]!;
    },

    /** Sets the achievement's image, uploaded through POST /api/media/club-image (MANAGE_ACHIEVEMENTS). */
    async setAchievementAvatar(viewer: Viewer, achievementId: string, avatarUrl: string | null) {
      const row = await repo.transaction(async (tx) => {
        const current = await managedRow(tx, viewer, achievementId);
        if (current.status === 'ARCHIVED') throw badInput(M.archived);
        return repo.update(tx, current.id, {
          avatarUrl: avatarUrl ? mediaUrls.stored(avatarUrl) : null,
          updatedAt: clock.now(),
        });
      });
      return (await viewsOf(viewer, [row]))[0]!;
    },

    /**
     * Deletes an achievement nobody holds; one already awarded is archived instead (docs/decisions/127): no longer
     * listed in the club nor awardable, its holders keep it.
     */
    async deleteAchievement(viewer: Viewer, achievementId: string) {
      return repo.transaction(async (tx) => {
        const row = await managedRow(tx, viewer, achievementId);
        if (row.awardedCount === 0) {
          await repo.remove(tx, row.id);
          return { achievementId: row.id, archived: false };
        }
        await repo.update(tx, row.id, { status: 'ARCHIVED', updatedAt: clock.now() });
        return { achievementId: row.id, archived: true };
      });
    },

    /** Awards the achievement to a member of its club (MANAGE_ACHIEVEMENTS); a second award changes nothing. */
    async awardAchievement(viewer: Viewer, achievementId: string, userId: string) {
      const { result, row } = await repo.transaction(async (tx) => {
        const row = await managedRow(tx, viewer, achievementId);
        const club = await clubReads.club(tx, row.clubId);
        if (club && FROZEN.includes(club.status)) throw badInput(M.clubArchived);
        if (!isUuid(userId) || !(await activeUserById(tx, userId))) throw notFound(M.userNotFound);
        if (!(await clubs.isMember(tx, row.clubId, userId))) throw badInput(M.notMember, { field: 'userId' });
        // The row lock above is released at commit; awardInTx's conditional update re-checks everything.
        return {
          row,
          result: await awardInTx(tx, {
            achievementId: row.id,
            userId,
            source: { kind: 'TEAM' },
            awardedBy: viewer.userId,
          }),
        };
      });
      await result.after?.();
      const fresh = await repo.byId(row.id);
      return { achievement: (await viewsOf(viewer, [fresh ?? row]))[0]!, awarded: result.awarded };
    },

    /** Holders by the spec's age ranges (age today) and gender, for the club's team; counts only. */
    async statistics(view: AchievementView) {
      if (!view.isTeam) return null;
      const rows = await repo.holderAgesAndGenders(view.row.id, clock.now());
      return ageAndGenderStatistics(rows);
    },
  };
}

export type AchievementsService = ReturnType<typeof achievementsService>;
