import { graphql } from '@/gql/gql';

/**
 * An event as a card or a list row shows it (discovery, the viewer's and the host's lists, a club's events):
 * name, link, picture, dates in the event's zone, city and status. Features add what only they need beside it.
 */
export const EventSummaryFieldsFragment = graphql(`
  fragment EventSummaryFields on Event {
    eventId
    slug
    displayName
    avatarUrl
    startDate
    endDate
    timeZone
    city
    status
  }
`);
