import { builder } from '../../platform/graphql/builder';
import { EventRef } from './events.types.graphql';
import './discovery/discovery.graphql';
import './editor/editor.graphql';
import './pricing/pricing.graphql';
import './team/team.graphql';
import './zones/zones.graphql';
import './clubs/event-clubs.graphql';

// The events module's GraphQL (docs/decisions/068): the Event type and what it holds in events.types.graphql.ts,
// the event query here, and each sub-domain's queries and mutations in its folder, registered by the imports above.

export { EventRef, EventTicketRef } from './events.types.graphql';

builder.queryField('event', (t) =>
  t.field({
    type: EventRef,
    description:
      'An event by slug or id; NOT_FOUND when the viewer may not see it. Visitors see the public page.',
    args: { slugOrId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.events.event(ctx.viewer, args.slugOrId),
  }),
);
