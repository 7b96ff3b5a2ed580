import { graphql } from '@/gql/gql';

/**
 * The club's entity fragments, spread by every feature that shows a club, a tier or a person of a club
 * (clubs, club pages, points). With fragment masking off (codegen.ts) a query's type carries the fields inline.
 */

/** A club as a chip or a list row shows it: name, link, colours, avatar. */
export const ClubSummaryFieldsFragment = graphql(`
  fragment ClubSummaryFields on Club {
    id
    slug
    displayName
    colors {
      primary
      secondary
    }
    images {
      avatarUrl
    }
  }
`);

/** A loyalty tier: its place on the ladder, name, threshold, image and colours. */
export const ClubTierFieldsFragment = graphql(`
  fragment ClubTierFields on ClubTier {
    id
    level
    name
    minimumPoints
    imageUrl
    colors {
      primary
      secondary
    }
  }
`);

/** A person as club pages show them (no personal data). */
export const ClubPersonFieldsFragment = graphql(`
  fragment ClubPersonFields on ClubPerson {
    userId
    name
    userName
    avatarUrl
  }
`);
