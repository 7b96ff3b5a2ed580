import { builder } from '../../../platform/graphql/builder';
import { type ClubView, ClubRef } from '../../clubs/clubs.module';
import type { PackageView, PointsCheckout } from './purchases.service';
import type { PointsPurchaseRow } from './purchases.tables';

// Points packages and buying points with money (docs/decisions/100).

export const PointsPackageRef = builder.objectRef<PackageView>('PointsPackage').implement({
  description: 'Points a club sells for money (domain §3 Points package). Money in integer cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    pointsAmount: t.exposeInt('pointsAmount'),
    repPointsMultiplier: t.float({
      description: 'Multiplies pointsAmount (1.00–10.00; stored in hundredths).',
      resolve: (p) => p.multiplier,
    }),
    totalPoints: t.exposeInt('totalPoints', { description: 'floor(pointsAmount × repPointsMultiplier).' }),
    price: t.exposeInt('price', { description: 'Cents.' }),
    originalPrice: t.exposeInt('originalPrice', {
      nullable: true,
      description: 'Cents: the price before the discount, shown struck through.',
    }),
    currency: t.exposeString('currency'),
  }),
});

type Offer = { club: ClubView; packages: PackageView[] };

const BuyPointsOfferRef = builder.objectRef<Offer>('BuyPointsOffer').implement({
  description: "What a club sells of its points: its packages, in the club's order.",
  fields: (t) => ({
    club: t.field({ type: ClubRef, resolve: (o) => o.club }),
    packages: t.field({ type: [PointsPackageRef], resolve: (o) => o.packages }),
  }),
});

const PointsPurchaseRef = builder.objectRef<PointsPurchaseRow>('PointsPurchase').implement({
  description:
    'A purchase of points with money: PENDING until paid, then COMPLETED (the points are in the wallet).',
  fields: (t) => ({
    id: t.exposeID('id'),
    club: t.field({
      type: ClubRef,
      resolve: async (p, _args, ctx) => {
        const club = await ctx.services.clubs.club(ctx.viewer, p.clubId);
        if (!club) throw new Error(`club ${p.clubId} of purchase ${p.id} not found`);
        return club;
      },
    }),
    package: t.loadable({
      type: PointsPackageRef,
      load: (ids: string[], ctx) => ctx.services.pointsPurchases.packagesByIds(ids),
      resolve: (p) => p.packageId,
    }),
    points: t.exposeInt('points'),
    price: t.exposeInt('price', { description: 'Cents.' }),
    currency: t.exposeString('currency'),
    status: t.exposeString('status', {
      description: 'PENDING, COMPLETED, CANCELLED (expired), FAILED (declined) or REFUNDED.',
    }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
  }),
});

const PointsCheckoutRef = builder.objectRef<PointsCheckout>('PointsCheckout').implement({
  description: 'A started points purchase, and where the buyer pays.',
  fields: (t) => ({
    purchase: t.field({ type: PointsPurchaseRef, resolve: (c) => c.purchase }),
    paymentUrl: t.string({ nullable: true, resolve: (c) => c.paymentUrl }),
  }),
});

const PointsPackageInput = builder.inputType('PointsPackageInput', {
  description: 'A points package (packages/shared pointsPackageSchema). Money in cents.',
  fields: (t) => ({
    pointsAmount: t.int({ required: true }),
    repPointsMultiplier: t.float({ required: true }),
    price: t.int({ required: true }),
    originalPrice: t.int(),
  }),
});

builder.objectFields(ClubRef, (t) => ({
  pointsPackages: t.loadableList({
    type: PointsPackageRef,
    description: 'The points packages the club sells, in order (docs/decisions/100).',
    load: (ids: string[], ctx) => ctx.services.pointsPurchases.packagesOf(ids),
    resolve: (club) => club.row.id,
  }),
  defaultBuyPointsOffer: t.field({
    type: BuyPointsOfferRef,
    nullable: true,
    description: 'The club’s packages as an offer to buy points; null when it sells none.',
    resolve: async (club, _args, ctx) => {
      const [packages] = await ctx.services.pointsPurchases.packagesOf([club.row.id]);
      return packages && packages.length > 0 ? { club, packages } : null;
    },
  }),
}));

builder.queryField('defaultBuyPointsOffer', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: BuyPointsOfferRef,
    nullable: true,
    description:
      'What a club sells of its points, for the buy-points page (signed in; visitors read Club.pointsPackages); ' +
      'null when it sells none or the viewer may not see the club.',
    args: { clubId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const club = await ctx.services.clubs.club(ctx.viewer, String(args.clubId));
      if (!club) return null;
      const [packages] = await ctx.services.pointsPurchases.packagesOf([club.row.id]);
      return packages && packages.length > 0 ? { club, packages } : null;
    },
  }),
);

builder.mutationField('setClubPointsPackages', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PointsPackageRef],
    description: "Replaces the club's points packages (MANAGE_POINTS); an empty list stops selling points.",
    args: {
      clubId: t.arg.id({ required: true }),
      packages: t.arg({ type: [PointsPackageInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.pointsPurchases.setClubPointsPackages(ctx.viewer, String(args.clubId), args.packages),
  }),
);

builder.mutationField('buyPoints', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PointsCheckoutRef,
    description:
      'Starts buying a package (members of an OPEN or CLOSED club): the buyer pays at paymentUrl, then ' +
      'confirmPointsPurchase. The same idempotencyKey answers the same purchase.',
    args: {
      clubId: t.arg.id({ required: true }),
      packageId: t.arg.id({ required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.pointsPurchases.buyPoints(
        ctx.viewer,
        String(args.clubId),
        String(args.packageId),
        args.idempotencyKey,
      ),
  }),
);

builder.mutationField('confirmPointsPurchase', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: PointsPurchaseRef,
    description: 'Back from the payment page: captures the payment and credits the points (safe to repeat).',
    args: { purchaseId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.pointsPurchases.confirmPointsPurchase(ctx.viewer, String(args.purchaseId)),
  }),
);
