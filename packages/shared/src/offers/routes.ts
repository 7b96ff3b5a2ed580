/** Offer pages: the public /offers tabs, a club's offers and the offer wizard (accounts §2.1). */
import type { OffersPageTab } from './enums';

const enc = encodeURIComponent;
const myClub = (clubId: string) => `/my/rep-clubs/${enc(clubId)}`;

export const OFFER_PATHS = {
  offersExplore: '/offers/explore',
  repClub: {
    offers: '/rep-club/offers',
    offersCreate: '/rep-club/offers/create',
  },
} as const;

export const offerRoutes = {
  /** /offers/{tab}; `explore` is the one tab the spec names. */
  offers: (tab: OffersPageTab | string) => `/offers/${enc(tab)}`,
  myRepClubOfferDetail: (clubId: string, id: string) => `${myClub(clubId)}/offer/detail/${enc(id)}`,
  myRepClubOfferEdit: (clubId: string, id: string) => `${myClub(clubId)}/offer/edit/${enc(id)}`,
  myRepClubOffers: (clubId: string) => `${myClub(clubId)}/offers`,
  myRepClubOffersCreate: (clubId: string) => `${myClub(clubId)}/offers/create`,
  myRepClubSelectOfferType: (clubId: string) => `${myClub(clubId)}/offers/select-offer-type`,
  myRepClubOfferType: (clubId: string, offerType: string) => `${myClub(clubId)}/offers/${enc(offerType)}`,
  myRepClubWayToRewardMembers: (clubId: string, subType: string, id?: string) =>
    `${myClub(clubId)}/offers/way-to-reward-members/${enc(subType)}${id === undefined ? '' : `/${enc(id)}`}`,
  myRepClubWayToEarnStatus: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-earn-status/${enc(subType)}`,
  myRepClubWayToEarnPoints: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-earn-points/${enc(subType)}`,
  myRepClubWayToBuyPoints: (clubId: string, subType: string) =>
    `${myClub(clubId)}/offers/way-to-buy-points/${enc(subType)}`,
  repClubsOffers: (id: string) => `/rep-clubs/${enc(id)}/offers`,
} as const;

export const OFFER_ROUTE_PATTERNS = [
  '/offers/{tab}',
  '/my/rep-clubs/{club_id}/offer/detail/{id}',
  '/my/rep-clubs/{club_id}/offer/edit/{id}',
  '/my/rep-clubs/{club_id}/offers',
  '/my/rep-clubs/{club_id}/offers/create',
  '/my/rep-clubs/{club_id}/offers/select-offer-type',
  '/my/rep-clubs/{club_id}/offers/{offer_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-reward-members/{sub_type}/{id}',
  '/my/rep-clubs/{club_id}/offers/way-to-earn-status/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-earn-points/{sub_type}',
  '/my/rep-clubs/{club_id}/offers/way-to-buy-points/{sub_type}',
  '/rep-clubs/{id}/offers',
  '/rep-club/offers',
  '/rep-club/offers/create',
] as const;
