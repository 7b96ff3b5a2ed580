import { builder } from '../../../platform/graphql/builder';
import type { CostItem, CostResult } from './pricing';

const CostItemRef = builder.objectRef<CostItem>('CostResultItem').implement({
  fields: (t) => ({
    eventTicketId: t.string({
      description: 'simulated-<n> for simulateTicketCost.',
      resolve: (i) => i.eventTicketId,
    }),
    price: t.exposeInt('price', {
      description: 'One ticket as shown: with all-in pricing, every fee included.',
    }),
    originalPrice: t.exposeInt('originalPrice'),
    quantity: t.exposeInt('quantity'),
    gratuityPercentage: t.exposeInt('gratuityPercentage'),
  }),
});

const CostResultRef = builder.objectRef<CostResult>('CostResult').implement({
  description: 'What a buyer pays, in integer cents (docs/decisions/028-event-fees.md).',
  fields: (t) => ({
    hostBalance: t.exposeInt('hostBalance'),
    isAllInPricing: t.exposeBoolean('isAllInPricing'),
    processingFee: t.exposeInt('processingFee'),
    serviceFee: t.exposeInt('serviceFee'),
    subTotal: t.exposeInt('subTotal'),
    total: t.exposeInt('total'),
    totalGratuity: t.exposeInt('totalGratuity'),
    totalTaxes: t.exposeInt('totalTaxes'),
    items: t.field({ type: [CostItemRef], resolve: (c) => c.items }),
  }),
});

const SimulatedTicketInput = builder.inputType('SimulatedTicketInput', {
  fields: (t) => ({
    price: t.int({ required: true, description: 'Cents.' }),
    quantity: t.int({ required: true }),
    gratuityPercentage: t.int(),
  }),
});

const TicketCostItemInput = builder.inputType('TicketCostItemInput', {
  fields: (t) => ({
    eventTicketId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
});

builder.queryField('simulateTicketCost', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: CostResultRef,
    description: 'What a buyer would pay for tickets at these prices (a host preview).',
    args: {
      items: t.arg({ type: [SimulatedTicketInput], required: true }),
      isAllInPricing: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => ctx.services.events.simulateTicketCost(args.items, args.isAllInPricing),
  }),
);

builder.queryField('calculateTicketCost', (t) =>
  t.field({
    type: CostResultRef,
    description:
      "What the viewer would pay for these tickets of the event, with the event's prices and pricing.",
    args: {
      eventId: t.arg.id({ required: true }),
      items: t.arg({ type: [TicketCostItemInput], required: true }),
      referralCode: t.arg.string({
        description:
          'Does not change the cost; a code nobody has is refused (BAD_USER_INPUT), as at checkout.',
      }),
      gratuityPercentage: t.arg.int({
        description:
          "The buyer's gratuity in whole percent (0–100), instead of the preset of each ticket type that asks " +
          'for one (docs/decisions/115); left out, the presets apply.',
      }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.events.calculateTicketCost(
        ctx.viewer,
        String(args.eventId),
        args.items.map((i) => ({ eventTicketId: String(i.eventTicketId), quantity: i.quantity })),
        args.referralCode,
        args.gratuityPercentage,
      ),
  }),
);
