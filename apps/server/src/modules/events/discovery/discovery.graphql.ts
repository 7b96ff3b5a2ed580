import { EVENT_SEARCH_PAGE_SIZE } from '@repclub/shared';
import { builder, viewerOf } from '../../../platform/graphql/builder';
import { PUBLIC_CACHE_EXTENSION } from '../../../platform/graphql/public-cache';
import { EventRef } from '../events.types.graphql';

const DistanceUnit = builder.enumType('DistanceUnit', { values: ['mi', 'km'] as const });

const NearInput = builder.inputType('EventNearInput', {
  fields: (t) => ({
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
    radius: t.float({ required: true, description: 'Greater than 0 and at most 1000, in `unit`.' }),
    unit: t.field({ type: DistanceUnit, description: 'mi when left out.' }),
  }),
});

const SearchCriteria = builder.inputType('EventSearchCriteria', {
  fields: (t) => ({
    keyword: t.string({ description: 'Trimmed; matches the name, description or city, ignoring case.' }),
    onlyFeatured: t.boolean(),
    onlyMyEvents: t.boolean({ description: 'Events the viewer created, has a role in or attends.' }),
    startsAfter: t.string({ description: 'ISO 8601, inclusive.' }),
    startsBefore: t.string({ description: 'ISO 8601, exclusive.' }),
    near: t.field({ type: NearInput }),
  }),
});

const MyEventsWhen = builder.enumType('MyEventsWhen', { values: ['UPCOMING', 'PAST'] as const });

/** One connection type for every list of events. */
export const EventConnectionRef = builder.connectionObject({ type: EventRef, name: 'EventConnection' });

builder.queryField('searchEvents', (t) =>
  t.connection(
    {
      type: EventRef,
      description:
        `Discovery: upcoming published listed public events by start date (nearest first with near), ` +
        `${EVENT_SEARCH_PAGE_SIZE} a page (docs/decisions/030).`,
      args: { criteria: t.arg({ type: SearchCriteria }) },
      // A visitor's answer is the same for every visitor: shared briefly (docs/decisions/071).
      extensions: { [PUBLIC_CACHE_EXTENSION]: true },
      resolve: (_root, args, ctx) =>
        ctx.services.events.searchEvents(ctx.viewer, args.criteria as Record<string, unknown> | null, args),
    },
    EventConnectionRef,
  ),
);

builder.queryField('myEvents', (t) =>
  t.connection(
    {
      // A connection with a shared connection type cannot take withAuth's narrowed context.
      authScopes: { signedIn: true },
      type: EventRef,
      description:
        'Events the viewer attends, holds tickets for or hosts (not drafts): upcoming soonest first, past latest first.',
      args: { when: t.arg({ type: MyEventsWhen, required: true }) },
      resolve: (_root, args, ctx) => ctx.services.events.myEvents(viewerOf(ctx), args.when, args),
    },
    EventConnectionRef,
  ),
);

builder.queryField('myCreatedEvents', (t) =>
  t.connection(
    {
      // A connection with a shared connection type cannot take withAuth's narrowed context.
      authScopes: { signedIn: true },
      type: EventRef,
      description: 'Events the viewer created or is in the team of, drafts included, latest start first.',
      resolve: (_root, args, ctx) => ctx.services.events.myCreatedEvents(viewerOf(ctx), args),
    },
    EventConnectionRef,
  ),
);

builder.queryField('eventCities', (t) =>
  t.stringList({
    description: 'Cities of upcoming discoverable events, alphabetically.',
    extensions: { [PUBLIC_CACHE_EXTENSION]: true },
    resolve: (_root, _args, ctx) => ctx.services.events.eventCities(),
  }),
);
