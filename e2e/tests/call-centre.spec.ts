// The people behind "call customer service", against the real built portal and server:
// a cardholder freezes their card, the call centre finds it by its last four digits and unfreezes
// it with a reason, and the next login works; a card locked by wrong CVVs is unlocked; a contact
// request reaches `support list` and the outbox, to the support address. The metrics answer with
// their series, and a remote made unreachable in the browser is counted there.
import { expect, test, type Page } from '@playwright/test';
import { admin, issueCard } from '../support/admin';
import { fillLogin, login, screenshots, supportPhone } from '../support/portal';
import { expectMessageFocused, messageText } from './account-helpers';

const ADMIN_PORT = Number(process.env.E2E_PORT ?? 8090) + 1;
const FROZEN = /(^|!)The Card is in "Frozen" Status\. Please, contact the Call Center at [\d-]+$/;
const MISMATCH = "The card number and CVV don't match our records. Check both and try again.";
const TRIES_LEFT = [
  '',
  '',
  ' You have 2 more tries before logging in with this card is paused.',
  ' You have 1 more try before logging in with this card is paused.',
];
const PAUSED =
  /^!?Logging in with this card is paused until \d{1,2}:\d{2} [AP]M ET\. To get in sooner, call us\./;
const REASON = 'holder verified by phone: date of birth and last purchase';

/** GET /metrics on the operator listener, as Prometheus scrapes it (an operator token). */
async function metrics(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ADMIN_PORT}/metrics`, {
    headers: { authorization: 'Bearer e2e-admin-token' },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** The sum of a series over the label sets that contain every given label (0 when absent). */
function total(text: string, name: string, labels: string[] = []): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .filter((l) => labels.every((label) => l.includes(label)))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/($|ind\/login$)/);
}

test('a frozen card: the call centre finds it by its last four digits, unfreezes it with a reason, and the holder logs in again', async ({
  page,
}) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '25.00');
  await login(page, card);
  await page.getByRole('button', { name: 'Freeze card' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to freeze your card?' })
    .getByRole('button', { name: 'Freeze', exact: true })
    .click();
  const frozen = page.getByRole('region', { name: 'Card frozen' });
  await expect(frozen).toContainText('To unfreeze your card you will have to contact the call center.');
  await expect(
    frozen.getByRole('link', { name: `Call to unfreeze ${await supportPhone(page)}` }),
  ).toHaveAttribute('href', /^tel:/);
  await logOut(page);

  // the holder tries again: a frozen card gets no session, and is sent to the call centre
  await page.goto('/ind/login');
  await fillLogin(page, card);
  await expect(page.getByRole('alert')).toHaveText(FROZEN);

  // the call centre: by the last four digits, masked numbers only
  const last4 = card.cardNumber.slice(-4);
  const found = admin<{ card: string; frozen: boolean; registered: boolean }[]>(
    'card',
    'find',
    '--last4',
    last4,
    '--reason',
    REASON,
    '--json',
  );
  expect(JSON.stringify(found)).not.toContain(card.cardNumber);
  const match = found.find((c) => c.card === `${card.cardNumber.slice(0, 4)} **** **** ${last4}`);
  expect(match).toMatchObject({ frozen: true, registered: true });
  // the holder reads the number out; the operator unfreezes with the reason
  const unfrozen = admin<Record<string, unknown>>(
    'card',
    'unfreeze',
    '--card',
    card.cardNumber,
    '--reason',
    REASON,
    '--json',
  );
  expect(JSON.stringify(unfrozen)).not.toContain(card.cardNumber);

  // the next login works, and the card page offers freezing again
  await page.goto('/ind/login');
  await fillLogin(page, card);
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card frozen' })).toHaveCount(0);
  await screenshots(page, 'call-centre-unfrozen');
});

test('a card locked by wrong CVVs: refused even with the right CVV until the call centre unlocks it', async ({
  page,
}) => {
  // seven logins, each with its captcha solved in the browser: longer than one test's default minute
  test.setTimeout(180_000);
  const card = issueCard('--status', 'activated', '--registered');
  const wrong = { cardNumber: card.cardNumber, cvv: card.cvv === '999' ? '998' : '999' };
  // a wrong pair, with the tries left after the third, and the pause on the fifth
  for (let i = 0; i < 4; i++) {
    await page.goto('/ind/login');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/ind/v1/auth/card'));
    await fillLogin(page, wrong);
    await answered;
    await expect(page.getByRole('alert')).toHaveText(messageText(MISMATCH + TRIES_LEFT[i]));
    await expectMessageFocused(page.getByRole('alert'));
  }
  await page.goto('/ind/login');
  await fillLogin(page, wrong);
  await expect(page.getByRole('alert')).toHaveText(PAUSED);
  // paused: the right CVV is refused the same way, with the time it ends and a call button
  await page.goto('/ind/login');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/ind/v1/auth/card'));
  await fillLogin(page, card);
  const answer = await refused;
  expect(answer.status()).toBe(429);
  expect((await answer.json()).auth ?? null).toBeNull();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(PAUSED);
  await expectMessageFocused(alert);
  const call = alert.getByRole('link', { name: /^Call / });
  await expect(call).toHaveAttribute('href', /^tel:/);
  expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await screenshots(page, 'login-paused');

  admin('card', 'unlock', '--card', card.cardNumber, '--reason', REASON, '--json');
  await page.goto('/ind/login');
  await fillLogin(page, card);
  await expect(page).toHaveURL(/\/ind$/, { timeout: 30_000 });

  const text = await metrics();
  expect(total(text, 'portal_cvv_lockouts_total')).toBeGreaterThanOrEqual(1);
  expect(total(text, 'portal_login_outcomes_total', ['outcome="failed"'])).toBeGreaterThanOrEqual(4);
});

test('a contact request reaches the call centre: in `support list`, and as a message to the support address', async ({
  page,
}) => {
  // a name of letters only (the form's rule), unique to this run
  const name = `Grace ${Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase())}`;
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill('grace@example.com');
  await form.getByLabel('Card number (Optional)').fill('4111111111111111');
  await form.getByLabel(/^Nature of inquiry/).selectOption('Card Balance');
  await form.getByLabel('Message (Optional)').fill('My balance looks wrong after a refund.');
  await form.getByRole('button', { name: 'Send' }).click();
  // the form gives way to a confirmation with the reference the call centre finds the request by
  const sent = page.getByRole('region', { name: 'Your request has been sent. Thank you!' });
  await expect(sent).toBeVisible({ timeout: 20_000 });
  const reference = (await sent.getByText(/^C-[A-Z0-9]{6,8}$/).textContent())!;

  const requests = admin<
    { id: number; reference: string | null; name: string; email: string; card: string | null }[]
  >('support', 'list', '--open', '--json');
  const request = requests.find((r) => r.name === name);
  expect(request).toMatchObject({ email: 'grace@example.com', reference });
  expect(JSON.stringify(request)).not.toContain('4111111111111111');

  const outbox = admin<{ to: string; subject?: string; body: string }[]>('outbox', 'list', '--json');
  const toSupport = outbox.filter((m) => m.body.includes(name) && m.to === 'support@e2e.example');
  expect(toSupport).toHaveLength(1);
  expect(toSupport[0]!.subject).toBe(`Contact request #${request!.id}: Card Balance`);
  expect(toSupport[0]!.body).toContain('Card Balance');
  expect(toSupport[0]!.body).not.toContain('4111111111111111');
  expect(toSupport[0]!.body).toContain(`Reference: ${reference}`);
  // and the cardholder is told it was received, with the reference on screen
  expect(outbox.some((m) => m.to === 'grace@example.com' && m.body.includes(reference))).toBe(true);
});

test('the metrics answer with their series; a remote made unreachable is counted as a remote-load failure', async ({
  page,
}) => {
  const before = await metrics();
  for (const series of [
    'portal_http_requests_total',
    'portal_http_request_duration_seconds_bucket',
    'portal_login_outcomes_total',
    'portal_outbox_pending',
    'portal_outbox_failed',
    'portal_outbox_oldest_pending_seconds',
    'portal_process_resident_memory_bytes',
  ]) {
    expect(before, series).toMatch(new RegExp(`^${series}[{ ]`, 'm'));
  }
  expect(before).toMatch(/^# TYPE portal_client_failures_total counter$/m);
  const failuresBefore = total(before, 'portal_client_failures_total', [
    'kind="remote-load"',
    'remote="support"',
  ]);

  // the support remote cannot be reached from this browser
  await page.route('**/remotes/mfe-support/**', (route) => route.abort('connectionrefused'));
  await page.goto('/contact-us');
  // a first visit fetches the remote's code when the visitor acts on the form
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByLabel(/^Name/).focus();
  await expect(page.getByRole('alert')).toContainText('This part of the page is not available right now');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expect
    .poll(
      async () =>
        total(await metrics(), 'portal_client_failures_total', ['kind="remote-load"', 'remote="support"']),
      { timeout: 10_000 },
    )
    .toBe(failuresBefore + 1);
});
