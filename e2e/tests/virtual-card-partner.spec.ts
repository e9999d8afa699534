// Programme partners (issue 10; mfe-virtual-card/PARTNERS.md): a partner created with the operator
// CLI runs its own site (e2e/partner/server.mjs) on ANOTHER origin than the portal; its server holds
// the API key and asks the portal for an embed token; the page mounts the virtual card with the
// documented snippet. Then what goes wrong: a spent or expired token, another partner's card or
// token, a page on an origin the partner did not register, a revoked partner — each a clear
// message in the partner's container. The keyboard alone; a release of the virtual-card remote
// reaching partner pages, and its rollback. And the emailed-link embed (ids) still mounts.
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, issueCard, type IssuedCard } from '../support/admin';
import { buildRelease } from '../support/releases';
// the partner's site is plain Node (a partner copies it), typed here by what the journeys use
import { askEmbedToken, startPartnerSite } from '../partner/server.mjs';
import {
  PORTAL_URL,
  acceptAgreement,
  agreementDialog,
  expectCardImageLoaded,
  expectNoSeriousViolations,
  outboxFor,
  screenshots,
  servePartnerPage,
} from './virtual-card-helpers';

interface Site {
  origin: string;
  close(): Promise<void>;
}
interface Partner {
  partnerId: string;
  apiKey: string;
}
type Asked = { embedToken?: string; error?: string };
const ask = askEmbedToken as (portal: string, key: string, ref: string) => Promise<Asked>;
const start = startPartnerSite as (options: {
  portalUrl: string;
  apiKey: string;
  port: number;
  name?: string;
  theme?: Record<string, unknown>;
  embedToken?: (member: string, url: URL) => Promise<Asked>;
}) => Promise<Site>;

// the portal listens on E2E_PORT (+1 the operator API); the partner sites take the next ports
const BASE = Number(process.env.E2E_PORT ?? 8090);
const SITE_PORT = BASE + 5;
const STRAY_PORT = BASE + 6;
const REVOKED_PORT = BASE + 7;
const originOf = (port: number) => `http://127.0.0.1:${port}`;

const sites: Site[] = [];
let rewards: Partner;
let other: Partner;
const stamp = Date.now();

function createPartner(name: string, ...origins: string[]): Partner {
  return admin<Partner>(
    'partner',
    'create',
    '--name',
    name,
    ...origins.flatMap((o) => ['--origin', o]),
    '--json',
  );
}

function partnerCard(partner: Partner, ref: string): IssuedCard {
  return issueCard(
    '--virtual',
    '--email',
    `${ref}@example.test`,
    '--partner',
    partner.partnerId,
    '--external-ref',
    ref,
  );
}

/** A site that takes `?token=` for a given token (the journeys' own), else asks the portal. */
async function site(partner: Partner, port: number, name = 'Partner Rewards Club'): Promise<Site> {
  const started = await start({
    portalUrl: PORTAL_URL,
    apiKey: partner.apiKey,
    port,
    name,
    theme: { brandColor: '#0d4f3c', radius: 4 },
    embedToken: async (member, url) => {
      const given = url.searchParams.get('token');
      return given ? { embedToken: given } : ask(PORTAL_URL, partner.apiKey, member);
    },
  });
  sites.push(started);
  return started;
}

const container = (page: Page) => page.locator('#virtual-card');
const embedError = (page: Page) => container(page).locator('[data-portal-embed-error]');

test.beforeAll(async () => {
  rewards = createPartner(`Partner Rewards Club ${stamp}`, originOf(SITE_PORT));
  other = createPartner(`Other Benefits ${stamp}`, 'https://benefits.other.example');
  await site(rewards, SITE_PORT);
  // the same partner's key, but a page on an origin it did not register
  await site(rewards, STRAY_PORT, 'Stray Page');
});

test.afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

test("a partner created with the CLI shows its member's virtual card on its own origin: the agreement in the embed, then the card", async ({
  page,
}) => {
  const ref = `member-${stamp}-1`;
  partnerCard(rewards, ref);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  // what the partner page downloads from the portal to show the card (bytes on the wire)
  const fromPortal: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).origin !== new URL(PORTAL_URL).origin) return;
    fromPortal.push(
      request
        .sizes()
        .then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });

  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  expect(new URL(page.url()).origin).not.toBe(new URL(PORTAL_URL).origin);
  await expect(page.getByText('Thank you for being a member.')).toBeVisible();

  // the agreement first: a true modal over the partner page, focus inside it
  const dialog = agreementDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(page.getByRole('img', { name: /Virtual Visa card/ })).toHaveCount(0);
  await screenshots(page, 'virtual-card-partner-agreement', false);
  await acceptAgreement(page);
  await expect(
    container(page).getByRole('heading', { level: 1, name: 'This is your Virtual Card' }),
  ).toBeVisible();
  await expectCardImageLoaded(page);
  const downloaded = await Promise.all(fromPortal);
  const js = downloaded.filter((d) => d.url.endsWith('.js'));
  const total = (list: { bytes: number }[]) => list.reduce((n, d) => n + d.bytes, 0);
  // `pnpm bench` computes the same from the build (scripts/bench.mjs); this is the browser's count
  console.log(
    `partner page, from the portal: ${(total(js) / 1024).toFixed(1)} KB of JS in ${js.length} files, ${(total(downloaded) / 1024).toFixed(1)} KB in all (${downloaded.length} answers)`,
  );
  console.log(js.map((d) => `${d.url} ${d.bytes}`).join('\n'));
  // two scripts: the embed, and the card of the release the portal's config names (renderer
  // included; no Module Federation runtime, no container on a partner page)
  expect(js.map((d) => d.url.replace(/^.*\/partner\//, 'partner/')).sort()).toEqual([
    'partner/v1/card.js',
    'partner/v1/partner-embed.js',
  ]);
  // the partner's theme: its brand colour on the embed's tokens
  const primary = await container(page)
    .locator('[data-portal-theme]')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--portal-color-primary').trim());
  expect(primary).toBe('#0d4f3c');
  expect(errors).toEqual([]);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'virtual-card-partner');
});

test('a spent token and an expired one: the container says the view expired, reload for a new one', async ({
  page,
}) => {
  const ref = `member-${stamp}-2`;
  partnerCard(rewards, ref);
  const { embedToken } = await ask(PORTAL_URL, rewards.apiKey, ref);
  await page.goto(`${originOf(SITE_PORT)}/?token=${embedToken}`);
  await expect(agreementDialog(page)).toBeVisible({ timeout: 30_000 });
  // the same token again (a copied page, a back button): single use
  await page.goto(`${originOf(SITE_PORT)}/?token=${embedToken}`);
  await expect(embedError(page)).toHaveAttribute('data-portal-embed-error', 'embed_token_used');
  await expect(container(page).getByRole('alert')).toHaveText(
    /This view of your card has expired\. Please reload the page to see your card\./,
  );

  // the e2e server's tokens live EMBED_TOKEN_TTL_SECONDS (playwright.config.ts), not 5 minutes
  const late = await ask(PORTAL_URL, rewards.apiKey, ref);
  await page.waitForTimeout((Number(process.env.E2E_EMBED_TOKEN_TTL_SECONDS ?? 15) + 1) * 1000);
  await page.goto(`${originOf(SITE_PORT)}/?token=${late.embedToken}`);
  await expect(embedError(page)).toHaveAttribute('data-portal-embed-error', 'embed_token_expired');
  await expect(container(page).getByRole('alert')).toContainText('This view of your card has expired.');
  await screenshots(page, 'virtual-card-partner-expired');
});

test("another partner's card: the partner's server gets no token; another partner's token on this page is refused", async ({
  page,
}) => {
  const theirs = `other-${stamp}-1`;
  partnerCard(other, theirs);
  // the partner's server asks for a card that is not its own: 404, and its page says so itself
  expect(await ask(PORTAL_URL, rewards.apiKey, theirs)).toEqual({ error: 'not_found' });
  await page.goto(`${originOf(SITE_PORT)}/?member=${theirs}`);
  await expect(container(page).getByRole('alert')).toHaveText(
    'We could not find a virtual card for your membership.',
  );
  // the other partner's own token, for its card, on this partner's page
  const { embedToken } = await ask(PORTAL_URL, other.apiKey, theirs);
  await page.goto(`${originOf(SITE_PORT)}/?token=${embedToken}`);
  await expect(embedError(page)).toHaveAttribute('data-portal-embed-error', 'origin_not_allowed');
  await expect(container(page).getByRole('alert')).toContainText('Your card cannot be shown on this site.');
});

test('a page on an origin the partner did not register: refused, with a clear message in the container', async ({
  page,
}) => {
  const ref = `member-${stamp}-3`;
  partnerCard(rewards, ref);
  await page.goto(`${originOf(STRAY_PORT)}/?member=${ref}`);
  await expect(embedError(page)).toHaveAttribute('data-portal-embed-error', 'origin_not_allowed');
  // a page the portal does not serve its config to (CORS): the message alone, no phone
  await expect(container(page).getByRole('alert')).toHaveText('Your card cannot be shown on this site.');
  await expect(agreementDialog(page)).toHaveCount(0);
  await screenshots(page, 'virtual-card-partner-wrong-origin');
});

test('a revoked partner: the next mount fails with a clear message in the container', async ({ page }) => {
  const leaving = createPartner(`Leaving Co ${stamp}`, originOf(REVOKED_PORT));
  await site(leaving, REVOKED_PORT, 'Leaving Co');
  const ref = `leaving-${stamp}-1`;
  partnerCard(leaving, ref);
  await page.goto(`${originOf(REVOKED_PORT)}/?member=${ref}`);
  await expect(agreementDialog(page)).toBeVisible({ timeout: 30_000 });
  // a page served just before the revocation still holds a token
  const { embedToken } = await ask(PORTAL_URL, leaving.apiKey, ref);
  admin('partner', 'revoke', leaving.partnerId, '--reason', 'contract ended', '--json');
  await page.goto(`${originOf(REVOKED_PORT)}/?token=${embedToken}`);
  await expect(embedError(page)).toHaveAttribute('data-portal-embed-error', 'partner_revoked');
  // the programme's support phone (the portal's config), on one line of a narrow container
  const { program } = (await (await page.request.get(`${PORTAL_URL}/config.json`)).json()) as {
    program: { supportPhone: string };
  };
  const alert = container(page).getByRole('alert');
  await expect(alert).toHaveText(
    `Your card cannot be shown on this site. Need help? Call customer support at ${program.supportPhone}.`,
  );
  const phone = alert.getByText(program.supportPhone, { exact: true });
  await expect(phone).toHaveCSS('white-space', 'nowrap');
  await expect(agreementDialog(page)).toHaveCount(0);
  // and its server gets no new token (403 partner_revoked)
  expect(await ask(PORTAL_URL, leaving.apiKey, ref)).toEqual({ error: 'partner_revoked' });
  await screenshots(page, 'virtual-card-partner-revoked');
});

test('two cards on one page (a member with two): each mounts with its own token and its own agreement, one card script for both', async ({
  page,
}) => {
  const first = `member-${stamp}-two-a`;
  const second = `member-${stamp}-two-b`;
  partnerCard(rewards, first);
  partnerCard(rewards, second);
  const cardScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/card.js')) cardScripts.push(r.url());
  });
  const { embedToken } = await ask(PORTAL_URL, rewards.apiKey, second);
  // the page mounts the first card; the partner's script mounts a second one beside it at once
  await page.goto(`${originOf(SITE_PORT)}/?member=${first}`);
  await page.evaluate(
    ({ portalUrl, token }) => {
      const div = document.createElement('div');
      div.id = 'second-card';
      document.querySelector('main')?.append(div);
      const embed = (
        window as unknown as { PortalVirtualCard: { mountVirtualCard(o: object): Promise<unknown> } }
      ).PortalVirtualCard;
      void embed.mountVirtualCard({ portalUrl, domElement: div, embedToken: token });
    },
    { portalUrl: PORTAL_URL, token: embedToken },
  );
  // two agreements: the member acts in the dialog on top, the other is inert behind it until then
  const dialogs = agreementDialog(page);
  await expect(dialogs).toHaveCount(2, { timeout: 30_000 });
  // two roots on one page, and every id in it unique (a label, a dialog's title point at their own)
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  for (const left of [2, 1]) {
    await expect(dialogs).toHaveCount(left);
    const onTop = await dialogs.evaluateAll((all) => all.findIndex((d) => !d.closest('[inert]')));
    expect(onTop).toBeGreaterThanOrEqual(0);
    const dialog = dialogs.nth(onTop);
    await dialog.getByRole('checkbox', { name: 'I confirm that I have read and agree' }).check();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialogs).toHaveCount(left - 1);
  }
  const images = page.getByRole('img', { name: /Virtual Visa card/ });
  await expect(images).toHaveCount(2);
  await expect(page.locator('#virtual-card').getByRole('img', { name: /Virtual Visa card/ })).toBeVisible();
  await expect(page.locator('#second-card').getByRole('img', { name: /Virtual Visa card/ })).toBeVisible();
  expect(cardScripts).toHaveLength(1);
});

test('a card image the portal will not show (its link gone): the embed offers the resend view, and Resend emails the member a fresh link', async ({
  page,
}) => {
  const ref = `member-${stamp}-resend`;
  const email = `${ref}@example.test`;
  partnerCard(rewards, ref);
  const before = outboxFor(email).length;
  // the link of the card went while the page was open: the portal answers 410 for its image
  await page.route(`${PORTAL_URL}/api/ind/v1/card/vv/image/**`, (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'link_expired', message: 'gone' }),
    }),
  );
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  await acceptAgreement(page);
  const expired = container(page).getByRole('region', { name: 'Your link has expired' });
  await expect(expired).toBeVisible({ timeout: 30_000 });
  await expect(
    expired.getByText('We can send a fresh link to the email address you registered with.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'virtual-card-partner-resend');
  await expired.getByRole('button', { name: 'Resend my Virtual card' }).click();
  await expect(container(page).getByText('Virtual card info has been resent to your email!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(expired.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
  expect(outboxFor(email)).toHaveLength(before + 1);
});

test('with the keyboard alone: Tab stays inside the agreement dialog, Space ticks the box, Enter on Ok shows the card', async ({
  page,
}) => {
  const ref = `member-${stamp}-keys`;
  partnerCard(rewards, ref);
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  const dialog = agreementDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const focusInDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));
  const checkbox = dialog.getByRole('checkbox', { name: 'I confirm that I have read and agree' });
  const ok = dialog.getByRole('button', { name: 'Ok' });
  // Tab through the dialog twice over: the focus never leaves it for the partner's page
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  for (let i = 0; i < 8 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(ok).toBeEnabled();
  for (let i = 0; i < 8 && !(await ok.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectCardImageLoaded(page);
});

test("the virtual-card team releases v2 and switches it on: the partner's next mount shows v2, from that release's card script; a release that lost it falls back to the portal's own; a rollback brings v1 back", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), 'portal-e2e-partner-release-'));
  let switched = false;
  try {
    const v2 = buildRelease({
      remote: 'virtualCard',
      folder: 'mfe-virtual-card',
      work,
      file: 'src/shared/messages.ts',
      from: "heading: 'This is your Virtual Card',",
      to: "heading: 'This is your Virtual Card, release 2',",
      version: '1.1.0',
    });
    admin('remote', 'publish', 'virtualCard', v2.dir, '--json');
    admin('remote', 'switch', 'virtualCard', v2.version, '--json');
    switched = true;
    const cardScripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/card.js')) cardScripts.push(new URL(r.url()).pathname);
    });
    const heading = container(page).getByRole('heading', { level: 1 });
    const ref = `member-${stamp}-release`;
    partnerCard(rewards, ref);
    await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
    await acceptAgreement(page);
    await expect(heading).toHaveText('This is your Virtual Card, release 2');
    expect(cardScripts).toEqual([
      `/remotes/releases/virtualCard/${encodeURIComponent(v2.version)}/partner/v1/card.js`,
    ]);
    await expectCardImageLoaded(page);

    // the release's folder loses its card (a copy gone wrong; publish checked it was there): the
    // member's next visit falls back to the card of the portal's own build rather than failing
    const partnerDir = path.join(v2.dir, 'partner', 'v1');
    for (const file of readdirSync(partnerDir).filter((f) => f.startsWith('card.js')))
      rmSync(path.join(partnerDir, file), { force: true });
    await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
    await expect(heading).toHaveText('This is your Virtual Card');
    await expectCardImageLoaded(page);
    expect(cardScripts.slice(-2)).toEqual([
      `/remotes/releases/virtualCard/${encodeURIComponent(v2.version)}/partner/v1/card.js`,
      '/remotes/mfe-virtual-card/partner/v1/card.js',
    ]);

    admin('remote', 'rollback', 'virtualCard', '--json');
    switched = false;
    // the member's next visit (a new token from the partner's server) mounts v1 again
    await expect(async () => {
      await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
      await expect(heading).toHaveText('This is your Virtual Card', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    expect(cardScripts.at(-1)).toBe('/remotes/mfe-virtual-card/partner/v1/card.js');
  } finally {
    if (switched) admin('remote', 'rollback', 'virtualCard', '--json');
    rmSync(work, { recursive: true, force: true });
  }
});

test("the emailed link's embed (accountId + cardImageId) still mounts the card", async ({ page }) => {
  const plain = await servePartnerPage();
  try {
    const card = issueCard('--virtual', '--registered', '--email', `vc-link-${stamp}@example.test`);
    const query = new URLSearchParams({
      portal: PORTAL_URL,
      accountId: card.accountId!,
      cardImageId: card.cardImageId,
    });
    await page.goto(`${plain.origin}/?${query.toString()}`);
    await acceptAgreement(page);
    await expectCardImageLoaded(page);
  } finally {
    await plain.close();
  }
});
