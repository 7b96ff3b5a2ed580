import { builder, viewerOf } from '../../../platform/graphql/builder';
import { ClubRef, type ClubView } from '../../clubs/clubs.module';
import { EventConnectionRef } from '../discovery/discovery.graphql';
import type { EventView } from '../events.context';
import { EventRef } from '../events.types.graphql';

// Events and rep clubs (issue 15, docs/decisions/099): Event.clubs, Club.events, setEventClubs.

builder.objectFields(EventRef, (t) => ({
  clubs: t.loadableList({
    type: ClubRef,
    description: 'The rep clubs the event belongs to, in order (those the viewer may see).',
    load: (views: EventView[], ctx) => ctx.services.events.clubsOfEvents(ctx.viewer, views),
    resolve: (v) => v,
  }),
}));

builder.objectFields(ClubRef, (t) => ({
  events: t.connection(
    {
      type: EventRef,
      description:
        "The club's events, latest start first: every one for MANAGE_EVENTS, else the published, listed, public ones.",
      resolve: (club: ClubView, args, ctx) => ctx.services.events.eventsOfClub(ctx.viewer, club, args),
    },
    EventConnectionRef,
  ),
}));

builder.mutationField('setEventClubs', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: EventRef,
    description:
      "Sets the event's rep clubs, in order: CanEditEvent on the event and MANAGE_EVENTS in every club added or removed.",
    args: {
      eventId: t.arg.id({ required: true }),
      clubIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.setEventClubs(viewerOf(ctx), String(args.eventId), args.clubIds.map(String)),
  }),
);
