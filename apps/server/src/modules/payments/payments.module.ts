import { documentsModule } from '../documents/documents.module';
import { defineModule } from '../../platform/module';
import { payPalGateway } from './gateways/gateway.paypal';
import { sandboxGateway } from './gateways/gateway.sandbox';
import './payments.graphql';
import { noPayoutProvider } from './payout-provider';
import { sandboxPayoutProvider } from './payout-provider.sandbox';
import { stripePayoutProvider } from './payout-provider.stripe';
import { payoutsRepository } from './payouts.repository';
import { sandboxPayoutRoutes } from './payouts.routes';
import { payoutsService } from './payouts.service';
import { transactionsRepository } from './transactions.repository';
import { transactionsService } from './transactions.service';

/**
 * Money: the transactions ledger (and the receipts it writes), payment gateways (PayPal, or the sandbox with
 * PAYMENTS=sandbox: docs/decisions/049) and payout accounts (Stripe Connect, the sandbox, or none: decision 024).
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: [documentsModule],
  create: ({ db, config, clock }, { receiptSource }) => {
    const sandboxPayouts =
      config.stripe || !config.sandboxPayments
        ? undefined
        : sandboxPayoutProvider(db, config.publicUrl, clock);
    const payouts = payoutsService({
      repo: payoutsRepository(db),
      provider: config.stripe
        ? stripePayoutProvider(config.stripe)
        : (sandboxPayouts?.provider ?? noPayoutProvider),
      publicUrl: config.publicUrl,
      clock,
    });
    const ledger = transactionsRepository(db);
    receiptSource.bind(ledger);
    const sandboxPayments =
      config.paypal || !config.sandboxPayments ? undefined : sandboxGateway(db, config.publicUrl, clock);
    const paypal = config.paypal ? payPalGateway({ ...config.paypal, brandName: 'RepClub' }) : undefined;
    return {
      transactions: transactionsService(ledger, clock),
      payouts,
      sandboxPayouts,
      sandboxPayments,
      paypal,
      /** The gateway paid checkouts use: PayPal, else the sandbox, else none (paid checkouts are refused). */
      gateway: paypal ?? sandboxPayments?.gateway ?? null,
    };
  },
  routes: async (app, { sandboxPayouts }) => {
    if (sandboxPayouts) await app.register(sandboxPayoutRoutes, { sandbox: sandboxPayouts });
  },
  // Money settings, said loudly (docs/decisions/049): a sandbox in production sells tickets for nothing.
  warnings: ({ sandboxPayments, paypal }, { config }) => [
    ...(sandboxPayments && config.env === 'production'
      ? [
          'PAYMENTS=sandbox: the sandbox payment and payout providers are on, so paid tickets are sold without any money moving',
        ]
      : []),
    ...(!sandboxPayments && !paypal
      ? ['No payment provider (PAYPAL_CLIENT_ID, or PAYMENTS=sandbox): paid checkouts are refused']
      : []),
  ],
});

// What other modules use of this one (types, GraphQL refs, functions that take the caller's executor).
export { centsToDecimal } from './gateways/gateway';
export type { PaymentGateway } from './gateways/gateway';
export { payPalGateway } from './gateways/gateway.paypal';
export type { SandboxGateway, SandboxPaymentRow } from './gateways/gateway.sandbox';
export type { TransactionItem } from './payments.tables';
export { PayoutProviderError } from './payout-provider';
export type { SandboxPayoutProvider } from './payout-provider.sandbox';
export type { PayoutAccountRow } from './payouts.repository';
export type { PayoutsService } from './payouts.service';
export type { TransactionsService } from './transactions.service';
