import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SANDBOX_PAYOUT_PATH,
  type SandboxLinkAction,
  type SandboxPayoutAccountRow,
  type SandboxPayoutLinkRow,
  type SandboxPayoutProvider,
} from './payout-provider.sandbox';

/** Texts of the sandbox provider's pages (docs/decisions/024-payment-providers-and-payouts.md). */
export const SANDBOX_PAGE_TEXT = {
  banner: 'Sandbox payout provider — no real money moves. This page stands in for the provider’s own.',
  onboardingTitle: 'Set up payouts for RepClub',
  onboardingIntro: 'Enter the name payouts are made out to. Complete links this sandbox account to RepClub.',
  nameLabel: 'Account holder name',
  nameRequired: 'Enter the account holder name (at most 100 characters).',
  complete: 'Complete',
  cancel: 'Cancel',
  managementTitle: 'Manage your payout account',
  pause: 'Pause payouts',
  resume: 'Resume payouts',
  back: 'Back to RepClub',
  notFoundTitle: 'Link not found',
  notFoundText: 'This sandbox link does not exist. Start again from your payouts on RepClub.',
} as const;

const MAX_NAME = 100;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Sandbox</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f4f1f8; color: #1f1630; }
  .banner { background: #3D1277; color: #fff; padding: 10px 16px; font-size: 14px; text-align: center; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px 24px;
    box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(61,18,119,.08); }
  @media (max-width: 480px) { main { margin: 16px; } }
  h1 { font-size: 22px; margin: 0 0 8px; } .muted { color: #5b5270; font-size: 14px; margin: 0 0 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 14px; margin: 0 0 24px; }
  dt { color: #5b5270; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  label { display: block; font-size: 14px; font-weight: 600; margin-bottom: 6px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #bdb3cc; border-radius: 8px; margin-bottom: 8px; }
  .error { color: #b3261e; font-size: 14px; margin: 0 0 12px; }
  button { width: 100%; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; cursor: pointer; margin-top: 12px; }
  .primary { background: #3D1277; color: #fff; border: 0; }
  .secondary { background: #fff; color: #3D1277; border: 1px solid #3D1277; }
  button:focus-visible, input:focus-visible { outline: 3px solid #9b6ee0; outline-offset: 2px; }
</style></head>
<body><div class="banner" role="note">${escapeHtml(SANDBOX_PAGE_TEXT.banner)}</div>
<main>${body}</main></body></html>`;
}

function accountDetails(account: SandboxPayoutAccountRow): string {
  const status = account.payoutsEnabled
    ? 'Payouts enabled'
    : account.detailsSubmitted
      ? 'Payouts paused'
      : 'Not set up';
  return `<dl><dt>Account</dt><dd>${escapeHtml(account.id)}</dd>${
    account.displayName ? `<dt>Name</dt><dd>${escapeHtml(account.displayName)}</dd>` : ''
  }<dt>Status</dt><dd>${status}</dd></dl>`;
}

function linkPage(
  link: SandboxPayoutLinkRow,
  account: SandboxPayoutAccountRow,
  error?: string,
  name?: string,
): string {
  const action = (what: string) => `${SANDBOX_PAYOUT_PATH}${link.id}/${what}`;
  const cancel = `<form method="post" action="${action('cancel')}"><button class="secondary" type="submit">${
    link.purpose === 'ONBOARDING' ? SANDBOX_PAGE_TEXT.cancel : SANDBOX_PAGE_TEXT.back
  }</button></form>`;
  if (link.purpose === 'ONBOARDING') {
    const value = name ?? account.displayName ?? '';
    return page(
      SANDBOX_PAGE_TEXT.onboardingTitle,
      `<h1>${SANDBOX_PAGE_TEXT.onboardingTitle}</h1>
  <p class="muted">${SANDBOX_PAGE_TEXT.onboardingIntro}</p>
  ${accountDetails(account)}
  <form method="post" action="${action('complete')}" novalidate>
    <label for="displayName">${SANDBOX_PAGE_TEXT.nameLabel}</label>
    <input id="displayName" name="displayName" autocomplete="name" maxlength="${MAX_NAME}" value="${escapeHtml(value)}"${
      error ? ' aria-invalid="true" aria-describedby="displayName-error"' : ''
    }>
    ${error ? `<p class="error" id="displayName-error">${escapeHtml(error)}</p>` : ''}
    <button class="primary" type="submit">${SANDBOX_PAGE_TEXT.complete}</button>
  </form>
  ${cancel}`,
    );
  }
  const toggle = account.payoutsEnabled ? 'pause' : 'resume';
  return page(
    SANDBOX_PAGE_TEXT.managementTitle,
    `<h1>${SANDBOX_PAGE_TEXT.managementTitle}</h1>
  ${accountDetails(account)}
  <form method="post" action="${action(toggle)}"><button class="primary" type="submit">${SANDBOX_PAGE_TEXT[toggle]}</button></form>
  ${cancel}`,
  );
}

const notFoundPage = () =>
  page(
    SANDBOX_PAGE_TEXT.notFoundTitle,
    `<h1>${SANDBOX_PAGE_TEXT.notFoundTitle}</h1><p class="muted">${SANDBOX_PAGE_TEXT.notFoundText}</p>`,
  );

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The sandbox payout provider's hosted pages (registered only while the sandbox provider is in use): GET shows
 * the onboarding or management page of a link; the buttons POST complete / cancel / pause / resume, each
 * answering the link once, and send the browser back to RepClub's return page (a used or expired link goes to
 * its refresh address, as Stripe's do).
 */
export async function sandboxPayoutRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: SandboxPayoutProvider },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  app.get<{ Params: { id: string } }>(`${SANDBOX_PAYOUT_PATH}:id`, async (request, reply) => {
    const opened = await sandbox.openLink(request.params.id);
    if (!opened) return html(reply, 404, notFoundPage());
    if (opened.stale) return reply.redirect(opened.link.refreshUrl, 303);
    return html(reply, 200, linkPage(opened.link, opened.account));
  });

  app.post<{ Params: { id: string; action: string } }>(
    `${SANDBOX_PAYOUT_PATH}:id/:action`,
    async (request, reply) => {
      const { id, action } = request.params;
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      let answer: SandboxLinkAction;
      if (action === 'complete') {
        const displayName = (form.get('displayName') ?? '').trim();
        if (displayName.length === 0 || displayName.length > MAX_NAME) {
          const opened = await sandbox.openLink(id);
          if (!opened) return html(reply, 404, notFoundPage());
          if (opened.stale || opened.link.purpose !== 'ONBOARDING')
            return reply.redirect(opened.link.refreshUrl, 303);
          return html(
            reply,
            400,
            linkPage(opened.link, opened.account, SANDBOX_PAGE_TEXT.nameRequired, displayName),
          );
        }
        answer = { kind: 'complete', displayName };
      } else if (action === 'cancel' || action === 'pause' || action === 'resume') {
        answer = { kind: action };
      } else {
        return html(reply, 404, notFoundPage());
      }
      const opened = await sandbox.openLink(id);
      if (!opened) return html(reply, 404, notFoundPage());
      const fits =
        answer.kind === 'cancel' ||
        (opened.link.purpose === 'ONBOARDING' ? answer.kind === 'complete' : answer.kind !== 'complete');
      if (!fits) return html(reply, 404, notFoundPage());
      const outcome = await sandbox.answer(id, answer);
      if (outcome.kind === 'notFound') return html(reply, 404, notFoundPage());
      return reply.redirect(outcome.url, 303);
    },
  );
}
