import {
  CLUB_MESSAGES as M,
  type ClubStatus,
  type ClubTierPayload,
  type CreateClubPayload,
  type UpdateClubPayload,
  clubSlugSchema,
} from '@repclub/shared';
import type { Clock } from '../../platform/clock';
import { uniqueViolation } from '../../platform/db/executor';
import { DomainError, badInput } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type ConnectionArgs, isTimeIdKey, paginate } from '../../platform/graphql/pagination';
import type { Viewer } from '../../platform/viewer';
import { canSee, clubNotFound, notAllowed } from './clubs.access';
import type { ClubRow, ClubsRepository } from './clubs.repository';
import { type ClubView, clubViews } from './clubs.views';
import type { MediaUrls } from '../../platform/media-urls';

const slugTaken = () => new DomainError('CONFLICT', M.slugTaken, { field: 'slug' });

/** A club that can no longer change: archived (STATIC) or suspended. */
export function assertChangeable(club: ClubRow) {
  if (club.status === 'SUSPENDED') throw new DomainError('BAD_USER_INPUT', M.suspended);
  if (club.status === 'STATIC') throw new DomainError('BAD_USER_INPUT', M.archived);
}

/** Status moves a club's team may make with EDIT_CLUB (docs/decisions/094). */
const TEAM_MOVES: Partial<Record<ClubStatus, readonly ClubStatus[]>> = {
  OPEN: ['CLOSED', 'STATIC'],
  CLOSED: ['OPEN', 'STATIC'],
};

/**
 * Rep clubs themselves (domain §3 Club, §7; docs/decisions/093–095): creating and editing, the link, publishing,
 * status, tiers, listing and finding.
 */
export function clubsService({
  repo,
  clock,
  mediaUrls,
}: {
  repo: ClubsRepository;
  clock: Clock;
  /** Our media kept as paths, whatever host the form read them from (docs/decisions/109). */
  mediaUrls: Pick<MediaUrls, 'stored'>;
}) {
  const stored = <T extends string | null | undefined>(url: T): T =>
    (typeof url === 'string' ? mediaUrls.stored(url) : url) as T;
  const viewsOf = clubViews(repo);

  async function viewOf(viewer: Viewer | null, row: ClubRow): Promise<ClubView> {
    return (await viewsOf(viewer, [row]))[0]!;
  }

  /** The club seen by a viewer holding the permission (owner, team): NOT_FOUND or AUTH_NOT_AUTHORIZED else. */
  async function managed(viewer: Viewer, clubId: string, permission: Parameters<typeof hasPermission>[1]) {
    if (!isUuid(clubId)) throw clubNotFound();
    const row = await repo.byId(clubId);
    if (!row) throw clubNotFound();
    const view = await viewOf(viewer, row);
    if (!hasPermission(view, permission)) {
      if (!canSee(row, view.standing)) throw clubNotFound();
      throw notAllowed();
    }
    return view;
  }

  function hasPermission(view: ClubView, permission: ClubView['standing']['permissions'][number]) {
    return view.standing.permissions.includes(permission);
  }

  async function writeSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === 'clubs_slug_key') throw slugTaken();
      throw err;
    }
  }

  return {
    viewsOf,
    viewOf,
    managed,

    /** A club by id or link; null when it does not exist or the viewer may not see it. */
    async club(viewer: Viewer | null, idOrSlug: string): Promise<ClubView | null> {
      const key = idOrSlug.trim();
      if (!key || key.length > 200) return null;
      const row = isUuid(key) ? await repo.byId(key) : await repo.bySlug(key.toLowerCase());
      if (!row) return null;
      const view = await viewOf(viewer, row);
      return canSee(row, view.standing) ? view : null;
    },

    /** Clubs anyone may find: published, not suspended, PUBLIC (or the viewer's own), newest first. */
    async clubs(viewer: Viewer | null, search: string | null | undefined, args: ConnectionArgs) {
      const term = search?.trim().slice(0, 100) || null;
      const page = await paginate(args, {
        fetch: (limit, after) => repo.listed(viewer?.userId ?? null, term, limit, after),
        keyOf: (row: ClubRow) =>
          [row.createdAt.toISOString().replace('Z', '000Z'), row.id] as [string, string],
        isKey: isTimeIdKey,
      });
      const views = await viewsOf(
        viewer,
        page.edges.map((e) => e.node),
      );
      return { ...page, edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: views[i]! })) };
    },

    /** Whether a link is free (and valid) for a new club, or for `clubId`. */
    async clubSlugAvailable(slug: string, clubId: string | null | undefined): Promise<boolean> {
      const parsed = clubSlugSchema.safeParse(slug);
      if (!parsed.success) return false;
      return !(await repo.slugTaken(parsed.data, clubId && isUuid(clubId) ? clubId : null));
    },

    async createClub(viewer: Viewer, input: CreateClubPayload): Promise<ClubView> {
      if (await repo.slugTaken(input.slug, null)) throw slugTaken();
      const now = clock.now();
      const row = await writeSlug(() =>
        repo.transaction(async (tx) => {
          const club = await repo.insertClub(tx, {
            slug: input.slug,
            displayName: input.displayName,
            bio: input.bio,
            colors: input.colors,
            avatarUrl: stored(input.avatarUrl),
            coverUrl: stored(input.coverUrl),
            access: input.access,
            socialAccounts: input.socialAccounts,
            ownerId: viewer.userId,
            status: 'PENDING',
            createdAt: now,
            updatedAt: now,
          });
          // The owner is the club's first member (docs/decisions/094).
          await repo.insertMembership(tx, { clubId: club.id, userId: viewer.userId, joinedAt: now });
          return club;
        }),
      );
      return viewOf(viewer, row);
    },

    async updateClub(viewer: Viewer, clubId: string, input: UpdateClubPayload): Promise<ClubView> {
      const view = await managed(viewer, clubId, 'EDIT_CLUB');
      assertChangeable(view.row);
      const patch = Object.fromEntries(
        Object.entries(input)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, k === 'avatarUrl' || k === 'coverUrl' ? stored(v as string | null) : v]),
      );
      const row = await repo.updateClub(repo.db, clubId, { ...patch, updatedAt: clock.now() });
      return { row, standing: view.standing };
    },

    async changeClubSlug(viewer: Viewer, clubId: string, slug: string): Promise<ClubView> {
      const view = await managed(viewer, clubId, 'EDIT_CLUB');
      assertChangeable(view.row);
      if (slug === view.row.slug) return view;
      if (await repo.slugTaken(slug, clubId)) throw slugTaken();
      const row = await writeSlug(() => repo.updateClub(repo.db, clubId, { slug, updatedAt: clock.now() }));
      return { row, standing: view.standing };
    },

    /** PENDING and unpublished → OPEN and published. */
    async publishClub(viewer: Viewer, clubId: string): Promise<ClubView> {
      const view = await managed(viewer, clubId, 'EDIT_CLUB');
      if (view.row.status === 'SUSPENDED') throw badInput(M.suspended);
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        const locked = await repo.lock(tx, clubId);
        if (!locked || locked.publishedAt || locked.status !== 'PENDING') throw badInput(M.alreadyPublished);
        return repo.updateClub(tx, clubId, { status: 'OPEN', publishedAt: now, updatedAt: now });
      });
      return { row, standing: view.standing };
    },

    /**
     * The team (EDIT_CLUB) moves OPEN ↔ CLOSED and OPEN/CLOSED → STATIC; platform admins suspend any club and
     * restore a suspended one (docs/decisions/094).
     */
    async setClubStatus(viewer: Viewer, clubId: string, status: ClubStatus): Promise<ClubView> {
      if (!isUuid(clubId)) throw clubNotFound();
      const existing = await repo.byId(clubId);
      if (!existing) throw clubNotFound();
      const view = await viewOf(viewer, existing);
      const admin = viewer.isAdmin;
      if (!admin && !hasPermission(view, 'EDIT_CLUB')) {
        if (!canSee(existing, view.standing)) throw clubNotFound();
        throw notAllowed();
      }
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        const club = (await repo.lock(tx, clubId))!;
        if (club.status === status) return club;
        if (status === 'SUSPENDED' || club.status === 'SUSPENDED') {
          if (!admin) throw new DomainError('AUTH_NOT_AUTHORIZED', M.suspendAdminOnly);
          if (status === 'SUSPENDED')
            return repo.updateClub(tx, clubId, { status, suspendedFrom: club.status, updatedAt: now });
          // Restored: a published club to OPEN, CLOSED or STATIC, an unpublished one to PENDING.
          const allowed: ClubStatus[] = club.publishedAt ? ['OPEN', 'CLOSED', 'STATIC'] : ['PENDING'];
          if (!allowed.includes(status)) throw badInput(M.statusNotAllowed);
          return repo.updateClub(tx, clubId, { status, suspendedFrom: null, updatedAt: now });
        }
        if (!hasPermission(view, 'EDIT_CLUB')) throw notAllowed();
        if (!(TEAM_MOVES[club.status] ?? []).includes(status)) throw badInput(M.statusNotAllowed);
        return repo.updateClub(tx, clubId, { status, updatedAt: now });
      });
      return { row, standing: view.standing };
    },

    /** Replaces the club's tiers (MANAGE_TIERS); level = position + 1. */
    async setClubTiers(viewer: Viewer, clubId: string, tiers: ClubTierPayload[]): Promise<ClubView> {
      const view = await managed(viewer, clubId, 'MANAGE_TIERS');
      assertChangeable(view.row);
      const now = clock.now();
      const row = await repo.transaction(async (tx) => {
        await repo.lock(tx, clubId);
        await repo.replaceTiers(
          tx,
          clubId,
          tiers.map((t, i) => ({
            level: i + 1,
            name: t.name,
            colors: t.colors,
            minimumPoints: t.minimumPoints,
            imageUrl: stored(t.imageUrl),
          })),
        );
        return repo.updateClub(tx, clubId, { updatedAt: now });
      });
      return { row, standing: view.standing };
    },

    /** Views of the clubs (by id, in the order given) that the viewer may see. */
    async visible(viewer: Viewer | null, clubIds: readonly string[]): Promise<ClubView[]> {
      const rows = await repo.byIds(clubIds);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = clubIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      return (await viewsOf(viewer, ordered)).filter((v) => canSee(v.row, v.standing));
    },

    /** Clubs the viewer owns or is in the team of, oldest first (the first is the selected club). */
    async managedClubs(viewer: Viewer): Promise<ClubView[]> {
      return viewsOf(viewer, await repo.managedBy(viewer.userId));
    },

    tiersOf: (clubIds: readonly string[]) => repo.tiersOf(clubIds),
    memberCounts: (clubIds: readonly string[]) => repo.memberCounts(clubIds),
    persons: (userIds: readonly string[]) => repo.persons(userIds),
  };
}

export type ClubsService = ReturnType<typeof clubsService>;
