// Programme partners (mfe-virtual-card/PARTNERS.md): a partner created with the operator CLI runs
// its own site (e2e/partner/server.mjs) on ANOTHER origin than the portal; its server holds the API
// key and asks the portal for an embed token; the page mounts the virtual card with the documented
// snippet, and the card shows in a frame on the portal's origin once the member typed, inside the
// frame, the code the portal emailed them. The partner page's own scripts get nothing of the card:
// not the frame's DOM, not the card's calls, not a number or a CVV in any message; holding the
// embed token and exchanging it from a server, they still get no image without the member's code. Then what goes wrong: a spent or expired token, another partner's card or token, a page
// on an origin the partner did not register, a revoked partner — each a clear message. The
// keyboard alone, a 375 px screen, two cards on a page; a release of the virtual-card remote
// reaching partner frames, and its rollback.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, issueCard, type IssuedCard } from '../support/admin';
import { SCREENSHOTS } from '../support/portal';
import { buildRelease } from '../support/releases';
// the partner's site is plain Node (a partner copies it), typed here by what the journeys use
import { askEmbedToken, startPartnerSite } from '../partner/server.mjs';
import {
  CARD_IMAGE_NAME,
  PORTAL_URL,
  acceptAgreement,
  agreementDialog,
  codeField,
  codeStep,
  enterCode,
  expectCardImageLoaded,
  expectNoSeriousViolations,
  latestCode,
  outboxFor,
  screenshots,
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
  partnerId: string;
  port: number;
  name?: string;
  theme?: Record<string, unknown>;
  connectSrc?: string[];
  embedToken?: (member: string, url: URL) => Promise<Asked>;
}) => Promise<Site>;

// the portal listens on E2E_PORT (+1 the operator API); the partner sites take the next ports
const BASE = Number(process.env.E2E_PORT ?? 8090);
const SITE_PORT = BASE + 5;
const STRAY_PORT = BASE + 6;
const REVOKED_PORT = BASE + 7;
const LOOSE_PORT = BASE + 8;
const originOf = (port: number) => `http://127.0.0.1:${port}`;
/** the address each journey's card is issued to (partnerCard), where its codes go */
const emailOf = (ref: string) => `${ref}@example.test`;
const PORTAL_ORIGIN = new URL(PORTAL_URL).origin;

// each journey reads the member's code from the outbox with the operator CLI, on top of the frame's
// own work: more than the default minute on a loaded runner
test.describe.configure({ timeout: 150_000 });

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
    emailOf(ref),
    '--partner',
    partner.partnerId,
    '--external-ref',
    ref,
  );
}

/** A site that takes `?token=` for a given token (the journeys' own), else asks the portal. */
async function site(
  partner: Partner,
  port: number,
  name = 'Partner Rewards Club',
  connectSrc: string[] = [],
): Promise<Site> {
  const started = await start({
    portalUrl: PORTAL_URL,
    apiKey: partner.apiKey,
    partnerId: partner.partnerId,
    port,
    name,
    connectSrc,
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
/** the card's frame in the partner's container */
const cardFrame = (page: Page, selector = '#virtual-card'): FrameLocator =>
  page.frameLocator(`${selector} iframe[title="Virtual card"]`);
/** a failure the embed shows in the partner's container (the frame could not be shown at all) */
const containerError = (page: Page) => container(page).locator(':scope > [data-portal-embed-error]');
/** a failure the frame shows the member (the portal's words, its phone) */
const frameError = (page: Page) => cardFrame(page).locator('[data-portal-embed-error]');

/**
 * Screenshots at 1280 and 375 px wide of a partner page with the card's frame. The viewport is
 * made as tall as the page rather than taking a full-page capture, in which Chromium paints an
 * out-of-process frame only where the viewport was; the frame's height settles first.
 */
async function frameShots(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const iframes = page.locator('iframe[title="Virtual card"]');
    await expect
      .poll(async () => {
        const heights = await iframes.evaluateAll((all) => all.map((f) => f.getBoundingClientRect().height));
        await page.waitForTimeout(300);
        const again = await iframes.evaluateAll((all) => all.map((f) => f.getBoundingClientRect().height));
        return JSON.stringify(heights) === JSON.stringify(again);
      })
      .toBe(true);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize(before);
}

test.beforeAll(async () => {
  rewards = createPartner(`Partner Rewards Club ${stamp}`, originOf(SITE_PORT), originOf(LOOSE_PORT));
  other = createPartner(`Other Benefits ${stamp}`, 'https://benefits.other.example');
  await site(rewards, SITE_PORT);
  // the same partner's key, but a page on an origin it did not register
  await site(rewards, STRAY_PORT, 'Stray Page');
  // a page of the partner whose CSP lets its scripts call the portal: the portal itself refuses
  await site(rewards, LOOSE_PORT, 'Partner Rewards Club', [PORTAL_ORIGIN]);
});

test.afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

test("a partner created with the CLI shows its member's virtual card in a frame on the portal's origin: the page downloads the embed alone, the agreement and the card are the frame's", async ({
  page,
}) => {
  const ref = `member-${stamp}-1`;
  partnerCard(rewards, ref);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // every script from the portal, by the document that asked it: the partner page's, or the frame's
  const scripts: { frame: 'page' | 'frame'; path: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || new URL(request.url()).origin !== PORTAL_ORIGIN) return;
    scripts.push({
      frame: request.frame() === page.mainFrame() ? 'page' : 'frame',
      path: new URL(request.url()).pathname.replace(/^.*\/partner\//, 'partner/'),
    });
  });

  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  await expect(page.getByText('Thank you for being a member.')).toBeVisible();
  const frame = cardFrame(page);
  // the member's code first: where it went (masked), a labelled one-time-code field, nothing of the card
  await expect(codeStep(frame)).toBeVisible({ timeout: 30_000 });
  const { program } = (await (await page.request.get(`${PORTAL_URL}/config.json`)).json()) as {
    program: { productName: string; supportPhone: string };
  };
  // the sender named: the partner's site around the frame did not send it
  await expect(
    frame.getByText(
      `To keep your card safe, ${program.productName} sent a 6-digit code to m•••@example.test. Enter it below to see your card.`,
    ),
  ).toBeVisible();
  await expect(codeField(frame)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField(frame)).toHaveAttribute('inputmode', 'numeric');
  await expect(agreementDialog(frame)).toHaveCount(0);
  await expect(frame.getByRole('img', { name: CARD_IMAGE_NAME })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await frameShots(page, 'virtual-card-partner-code');
  // a wrong code: said in the field, the focus back in it (the portal's 400 is the browser's only
  // console line of it, expected here)
  const before400 = errors.length;
  const right = latestCode(emailOf(ref))!;
  await codeField(frame).focus();
  await codeField(frame).pressSequentially(right === '000000' ? '000001' : '000000');
  await codeField(frame).press('Enter');
  await expect(codeField(frame)).toHaveAccessibleDescription(
    /This code is not right. You have 4 more tries./,
  );
  await expect(codeField(frame)).toBeFocused();
  await frameShots(page, 'virtual-card-partner-code-wrong');
  const wrongCode = errors.splice(before400).filter((e) => !/status of 400 \(Bad Request\)/.test(e));
  errors.push(...wrongCode);
  await codeField(frame).fill('');
  await enterCode(frame, emailOf(ref));
  // then the agreement: a true modal inside the frame, focus inside it
  const dialog = agreementDialog(frame);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(frame.getByRole('img', { name: CARD_IMAGE_NAME })).toHaveCount(0);
  // the frame grows to the dialog: its Ok button is inside the iframe's box
  const iframe = container(page).locator('iframe');
  const [frameBox, okBox] = await Promise.all([
    iframe.boundingBox(),
    dialog.getByRole('button', { name: 'Ok' }).boundingBox(),
  ]);
  expect(okBox!.y + okBox!.height).toBeLessThanOrEqual(frameBox!.y + frameBox!.height);
  await frameShots(page, 'virtual-card-partner-agreement');
  await acceptAgreement(frame);
  // written for a member inside a partner's site: whose card it is and whom to call, no portal words
  await expect(frame.getByRole('heading', { level: 1, name: 'Your Virtual Card' })).toBeVisible();
  await expect(
    frame.getByText(
      `This card is part of the ${program.productName} program. Questions about it? Call ${program.productName} customer service.`,
    ),
  ).toBeVisible();
  await expect(frame.getByRole('link', { name: `Call ${program.supportPhone}` })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(frame.getByText(/this website/)).toHaveCount(0);
  await expectCardImageLoaded(frame);
  // the partner page ran one script of the portal's: the embed; the frame ran its own and the card
  expect(scripts.filter((s) => s.frame === 'page').map((s) => s.path)).toEqual([
    'partner/v1/partner-embed.js',
  ]);
  expect(
    scripts
      .filter((s) => s.frame === 'frame')
      .map((s) => s.path)
      .sort(),
  ).toEqual(['partner/v1/card.js', 'partner/v1/frame.js']);
  // the partner's theme: its brand colour on the card's tokens, inside the frame
  const primary = await frame
    .locator('[data-portal-theme]')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--portal-color-primary').trim());
  expect(primary).toBe('#0d4f3c');
  // the frame's height follows the card: no scroll bar inside it
  await expect
    .poll(async () => {
      const inner = await frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight);
      return inner;
    })
    .toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
  await expectNoSeriousViolations(page);
  await frameShots(page, 'virtual-card-partner');
});

test("the partner page's own scripts get no card: not the frame's DOM, not the card's calls (refused by the portal), not a number or CVV in any message", async ({
  page,
}) => {
  const ref = `member-${stamp}-hostile`;
  const card = partnerCard(rewards, ref);
  const digits = card.cardNumber.replace(/\D/g, '');
  // everything the partner page's window hears, recorded from before the embed runs (the init
  // script runs in every frame: only the partner's own document records)
  await page.addInitScript((partnerOrigin) => {
    if (location.origin !== partnerOrigin) return;
    const heard: { origin: string; data: string }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    window.addEventListener(
      'message',
      (event) => heard.push({ origin: event.origin, data: JSON.stringify(event.data) }),
      true,
    );
  }, originOf(LOOSE_PORT));
  // what the portal answered the partner page's own requests (the frame's are not these)
  const answered: { method: string; path: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.frame() !== page.mainFrame() || !request.url().includes('/api/')) return;
    answered.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      status: response.status(),
    });
  });

  await page.goto(`${originOf(LOOSE_PORT)}/?member=${ref}`);
  const frame = cardFrame(page);
  await enterCode(frame, emailOf(ref));
  await acceptAgreement(frame);
  await expectCardImageLoaded(frame);
  // the card is on screen, in the frame
  const tried = await page.evaluate(
    async ({ portal, accountId, cardImageId }) => {
      const results: Record<string, string> = {};
      const iframe = document.querySelector('iframe')!;
      results.contentDocument = String(iframe.contentDocument);
      try {
        results.frameDom = iframe.contentWindow!.document.body.innerHTML;
      } catch (error) {
        results.frameDom = `threw ${(error as Error).name}`;
      }
      try {
        results.frameUrl = iframe.contentWindow!.location.href;
      } catch (error) {
        results.frameUrl = `threw ${(error as Error).name}`;
      }
      // the embed token is in the page (the partner's server put it there): spend it first
      const { embedToken } = JSON.parse(document.getElementById('mount')!.textContent!) as {
        embedToken: string;
      };
      const attempt = async (name: string, url: string, init: RequestInit) => {
        try {
          const res = await fetch(url, init);
          results[name] = `${res.status} ${res.type} ${await res.text()}`;
        } catch (error) {
          results[name] = `threw ${(error as Error).name}`;
        }
      };
      const json = (body: object): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      // a "simple" request (no preflight) reaches the server: the portal must refuse it itself
      const simple = (body: object): RequestInit => ({
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      await attempt('exchange', `${portal}/api/partner/v1/embed-sessions/exchange`, json({ embedToken }));
      await attempt(
        'exchangeSimple',
        `${portal}/api/partner/v1/embed-sessions/exchange`,
        simple({ embedToken }),
      );
      await attempt('agreement', `${portal}/api/ind/v1/card/vv/agreement`, json({ accountId }));
      await attempt('getToken', `${portal}/api/ind/v1/card/vv/getToken`, json({ accountId }));
      await attempt('getTokenSimple', `${portal}/api/ind/v1/card/vv/getToken`, simple({ accountId }));
      await attempt('image', `${portal}/api/ind/v1/card/vv/image/${cardImageId}?token=guess`, {
        credentials: 'include',
      });
      return results;
    },
    { portal: PORTAL_ORIGIN, accountId: card.accountId!, cardImageId: card.cardImageId },
  );
  // cross-origin: the frame's document is out of the page's reach
  expect(tried.contentDocument).toBe('null');
  expect(tried.frameDom).toBe('threw SecurityError');
  expect(tried.frameUrl).toBe('threw SecurityError');
  // no CORS for the partner's origin: the page reads nothing back
  for (const name of ['exchange', 'agreement', 'getToken', 'image'])
    expect(tried[name]).toBe('threw TypeError');
  for (const name of ['exchangeSimple', 'getTokenSimple']) expect(tried[name]).toBe('0 opaque ');
  // the calls that reached the portal without a preflight (the browser stops the others at their
  // preflight): refused by the portal itself, 403 cross_origin
  await expect.poll(() => answered.length).toBeGreaterThanOrEqual(2);
  expect(answered).toEqual([
    { method: 'POST', path: '/api/partner/v1/embed-sessions/exchange', status: 403 },
    { method: 'POST', path: '/api/ind/v1/card/vv/getToken', status: 403 },
  ]);
  const everything = JSON.stringify(tried);
  expect(everything).not.toContain(digits);
  expect(everything).not.toContain(card.cardNumber);

  // every message the page heard: the frame's, from the portal's origin, of the protocol's shapes only
  const heard = await page.evaluate(
    () => (window as unknown as { heard: { origin: string; data: string }[] }).heard,
  );
  expect(heard.length).toBeGreaterThanOrEqual(3);
  const messages = heard.map(
    (h) =>
      ({ ...(JSON.parse(h.data) as Record<string, unknown>), origin: h.origin }) as Record<string, unknown>,
  );
  for (const m of messages) {
    expect(m.origin).toBe(PORTAL_ORIGIN);
    expect(m.source).toBe('portal-virtual-card');
    const keys = Object.keys(m).sort();
    if (m.type === 'height') expect(keys).toEqual(['height', 'origin', 'source', 'type']);
    else if (m.type === 'error') expect(keys).toEqual(['code', 'origin', 'source', 'type']);
    else expect(keys).toEqual(['origin', 'source', 'type']);
  }
  expect(new Set(messages.map((m) => m.type))).toEqual(
    new Set(['hello', 'height', 'ready', 'agreement-accepted']),
  );
  const said = heard.map((h) => h.data).join('\n');
  expect(said).not.toContain(digits);
  expect(said.replace(/\s|-/g, '')).not.toContain(digits);
  // a CVV is three or four digits: none but the heights' numbers appear in what the page heard
  const withoutHeights = messages.filter((m) => m.type !== 'height').map((m) => JSON.stringify(m));
  expect(withoutHeights.join('\n')).not.toContain(card.cvv);
});

test("the partner page's own script takes the embed token and exchanges it from a server (no browser headers): without the member's code it gets no agreement, no image token, no image, no number or CVV", async ({
  page,
}) => {
  const ref = `member-${stamp}-stolen`;
  const card = partnerCard(rewards, ref);
  const digits = card.cardNumber.replace(/\D/g, '');
  // the script runs before the embed: it keeps the card's frame from ever getting the token
  await page.route('**/partner/v1/partner-embed.js', (route) => route.abort());
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  const { embedToken } = JSON.parse((await page.locator('#mount').textContent())!) as { embedToken: string };
  // ...and sends it to its own server, which calls the portal with no Origin and no Sec-Fetch-Site
  const api = page.request;
  const bodies: string[] = [];
  const call = async (path: string, data: object) => {
    const res = await api.post(`${PORTAL_URL}${path}`, { data });
    const text = await res.text();
    bodies.push(text);
    return { status: res.status(), body: JSON.parse(text) as Record<string, unknown> };
  };
  const exchanged = await call('/api/partner/v1/embed-sessions/exchange', {
    embedToken,
    parentOrigin: originOf(SITE_PORT),
  });
  expect(exchanged.status).toBe(200);
  // where the code went, masked: not the member's address
  expect(exchanged.body.codeSentTo).toEqual({ email: 'm•••@example.test', phone: null });
  const accountId = String(exchanged.body.accountId);
  for (const [path, data] of [
    ['/api/ind/v1/card/vv/agreement', { accountId }],
    ['/api/ind/v1/card/vv/agreement/sign', { accountId, email: null }],
    ['/api/ind/v1/card/vv/getToken', { accountId }],
  ] as const) {
    const res = await call(path, data);
    expect([path, res.status, res.body.code]).toEqual([path, 403, 'verification_required']);
  }
  // guesses: the fifth wrong one ends the session
  const right = latestCode(emailOf(ref));
  const guesses = ['000000', '000001', '000002', '000003', '000004', '000005'].filter((c) => c !== right);
  const answers: unknown[] = [];
  for (const code of guesses.slice(0, 5))
    answers.push((await call('/api/partner/v1/embed-sessions/verify', { accountId, code })).body.code);
  expect(answers).toEqual(['code_invalid', 'code_invalid', 'code_invalid', 'code_invalid', 'locked']);
  expect((await call('/api/ind/v1/card/vv/getToken', { accountId })).status).toBe(410);
  const image = await api.get(`${PORTAL_URL}/api/ind/v1/card/vv/image/${card.cardImageId}?token=guess`);
  expect(image.status()).toBe(410);
  bodies.push(await image.text());
  const everything = bodies.join('\n');
  expect(everything).not.toContain(digits);
  expect(everything).not.toContain(card.cardNumber);
  expect(everything).not.toContain(emailOf(ref));
  expect(everything).not.toContain('<svg');
  expect(everything).not.toMatch(new RegExp(`\\b${card.cvv}\\b`));
});

test('a spent token and an expired one: the frame says the view expired, with the programme phone on one line', async ({
  page,
}) => {
  const ref = `member-${stamp}-2`;
  partnerCard(rewards, ref);
  const { embedToken } = await ask(PORTAL_URL, rewards.apiKey, ref);
  await page.goto(`${originOf(SITE_PORT)}/?token=${embedToken}`);
  await expect(codeStep(cardFrame(page))).toBeVisible({ timeout: 30_000 });
  // the same token again (a copied page, a back button): single use
  await page.goto(`${originOf(SITE_PORT)}/?token=${embedToken}`);
  await expect(frameError(page)).toHaveAttribute('data-portal-embed-error', 'embed_token_used');
  const { program } = (await (await page.request.get(`${PORTAL_URL}/config.json`)).json()) as {
    program: { productName: string; supportPhone: string };
  };
  const alert = cardFrame(page).getByRole('alert');
  await expect(alert).toHaveText(
    `This view of your card has expired. Reload the page to see your card again. Questions about your card? Call ${program.productName} customer service at ${program.supportPhone}.`,
  );
  const phone = alert.getByRole('link', { name: program.supportPhone, exact: true });
  await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(phone).toHaveCSS('white-space', 'nowrap');
  await frameShots(page, 'virtual-card-partner-spent');

  // the e2e server's tokens live EMBED_TOKEN_TTL_SECONDS (playwright.config.ts), not 5 minutes
  const late = await ask(PORTAL_URL, rewards.apiKey, ref);
  await page.waitForTimeout((Number(process.env.E2E_EMBED_TOKEN_TTL_SECONDS ?? 15) + 1) * 1000);
  await page.goto(`${originOf(SITE_PORT)}/?token=${late.embedToken}`);
  await expect(frameError(page)).toHaveAttribute('data-portal-embed-error', 'embed_token_expired');
  await expect(cardFrame(page).getByRole('alert')).toContainText('This view of your card has expired.');
});

test("another partner's card: the partner's server gets no token; another partner's token on this page is refused in the frame", async ({
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
  await expect(frameError(page)).toHaveAttribute('data-portal-embed-error', 'origin_not_allowed');
  await expect(cardFrame(page).getByRole('alert')).toContainText(
    "Your virtual card can't be shown on this site.",
  );
  await expect(agreementDialog(cardFrame(page))).toHaveCount(0);
});

test('a page on an origin the partner did not register: the portal will not be framed there, a clear message in the container', async ({
  page,
}) => {
  const ref = `member-${stamp}-3`;
  partnerCard(rewards, ref);
  await page.goto(`${originOf(STRAY_PORT)}/?member=${ref}`);
  await expect(containerError(page)).toHaveAttribute('data-portal-embed-error', 'frame_refused', {
    timeout: 30_000,
  });
  await expect(container(page).getByRole('alert')).toHaveText(
    "Your virtual card can't be shown on this site.",
  );
  await expect(container(page).locator('iframe')).toHaveCount(0);
  await screenshots(page, 'virtual-card-partner-wrong-origin');
});

test('a revoked partner: its frame page is gone, the next mount fails with a clear message in the container', async ({
  page,
}) => {
  const leaving = createPartner(`Leaving Co ${stamp}`, originOf(REVOKED_PORT));
  await site(leaving, REVOKED_PORT, 'Leaving Co');
  const ref = `leaving-${stamp}-1`;
  partnerCard(leaving, ref);
  await page.goto(`${originOf(REVOKED_PORT)}/?member=${ref}`);
  await expect(codeStep(cardFrame(page))).toBeVisible({ timeout: 30_000 });
  // a page served just before the revocation still holds a token
  const { embedToken } = await ask(PORTAL_URL, leaving.apiKey, ref);
  admin('partner', 'revoke', leaving.partnerId, '--reason', 'contract ended', '--json');
  await page.goto(`${originOf(REVOKED_PORT)}/?token=${embedToken}`);
  await expect(containerError(page)).toHaveAttribute('data-portal-embed-error', 'frame_refused', {
    timeout: 30_000,
  });
  await expect(container(page).getByRole('alert')).toHaveText(
    "Your virtual card can't be shown on this site.",
  );
  // and its server gets no new token (403 partner_revoked)
  expect(await ask(PORTAL_URL, leaving.apiKey, ref)).toEqual({ error: 'partner_revoked' });
});

test('two cards on one page (a member with two): two frames, each with its own token and its own agreement', async ({
  page,
}) => {
  const first = `member-${stamp}-two-a`;
  const second = `member-${stamp}-two-b`;
  partnerCard(rewards, first);
  partnerCard(rewards, second);
  const { embedToken } = await ask(PORTAL_URL, rewards.apiKey, second);
  // the page mounts the first card; the partner's script mounts a second one beside it at once
  await page.goto(`${originOf(SITE_PORT)}/?member=${first}`);
  await page.evaluate(
    ({ portalUrl, partnerId, token }) => {
      const div = document.createElement('div');
      div.id = 'second-card';
      document.querySelector('main')?.append(div);
      const embed = (
        window as unknown as { PortalVirtualCard: { mountVirtualCard(o: object): Promise<unknown> } }
      ).PortalVirtualCard;
      void embed.mountVirtualCard({ portalUrl, partnerId, domElement: div, embedToken: token });
    },
    { portalUrl: PORTAL_URL, partnerId: rewards.partnerId, token: embedToken },
  );
  await expect(page.locator('iframe[title="Virtual card"]')).toHaveCount(2);
  for (const [selector, ref] of [
    ['#virtual-card', first],
    ['#second-card', second],
  ] as const) {
    const frame = cardFrame(page, selector);
    await enterCode(frame, emailOf(ref));
    await acceptAgreement(frame);
    await expectCardImageLoaded(frame);
  }
});

test('a card image the portal will not show (its link gone): the frame offers the resend view, and Resend emails the member a fresh link', async ({
  page,
}) => {
  const ref = `member-${stamp}-resend`;
  const email = emailOf(ref);
  partnerCard(rewards, ref);
  // the link of the card went while the page was open: the portal answers 410 for its image
  await page.route(`${PORTAL_URL}/api/ind/v1/card/vv/image/**`, (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'link_expired', message: 'gone' }),
    }),
  );
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  const frame = cardFrame(page);
  await enterCode(frame, email);
  const before = outboxFor(email).length;
  await acceptAgreement(frame);
  // no link to speak of inside a partner's site: the card cannot be shown here, the email offered
  const expired = frame.getByRole('region', { name: "We can't show your card here right now" });
  await expect(expired).toBeVisible({ timeout: 30_000 });
  await expect(expired.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(
    expired.getByText(
      /can email you a new link to your Virtual card, at the email address you registered with\.$/,
    ),
  ).toBeVisible();
  await expect(expired.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expectNoSeriousViolations(page);
  await expired.getByRole('button', { name: 'Email me a link to my card' }).click();
  await expect(frame.getByText('Virtual card info has been resent to your email!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(expired.getByRole('button', { name: 'Email me a link to my card' })).toBeEnabled();
  expect(outboxFor(email)).toHaveLength(before + 1);
});

test('with the keyboard alone: Tab reaches the code field in the frame, the code and Enter verify; the agreement keeps the focus in it, Space ticks the box, Enter on Ok shows the card', async ({
  page,
}) => {
  const ref = `member-${stamp}-keys`;
  partnerCard(rewards, ref);
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  const frame = cardFrame(page);
  await expect(codeStep(frame)).toBeVisible({ timeout: 30_000 });
  const field = codeField(frame);
  const fieldFocused = async () =>
    (await page.evaluate(() => document.activeElement?.tagName)) === 'IFRAME' &&
    (await field.evaluate((el) => el === document.activeElement));
  // from the partner's page into the frame's code field
  for (let i = 0; i < 10 && !(await fieldFocused()); i++) await page.keyboard.press('Tab');
  expect(await fieldFocused()).toBe(true);
  await page.keyboard.type(latestCode(emailOf(ref))!);
  await page.keyboard.press('Enter');
  const dialog = agreementDialog(frame);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const focusInDialog = async () =>
    (await page.evaluate(() => document.activeElement?.tagName)) === 'IFRAME' &&
    (await dialog.evaluate((d) => d.contains(document.activeElement)));
  // from the partner's page into the frame
  for (let i = 0; i < 10 && !(await focusInDialog()); i++) await page.keyboard.press('Tab');
  expect(await focusInDialog()).toBe(true);
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
  await expectCardImageLoaded(frame);
});

test('on a 375 px screen the agreement in the frame is whole and usable: the frame grows to it, the member scrolls the page to Ok', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const ref = `member-${stamp}-narrow`;
  partnerCard(rewards, ref);
  await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
  const frame = cardFrame(page);
  await enterCode(frame, emailOf(ref));
  const dialog = agreementDialog(frame);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const iframe = container(page).locator('iframe');
  // the iframe is as tall as the dialog needs (its height follows the content), no wider than the screen
  await expect
    .poll(async () => {
      const [frameBox, dialogBox] = await Promise.all([iframe.boundingBox(), dialog.boundingBox()]);
      return frameBox!.y + frameBox!.height - (dialogBox!.y + dialogBox!.height);
    })
    .toBeGreaterThanOrEqual(0);
  const frameBox = await iframe.boundingBox();
  expect(frameBox!.width).toBeLessThanOrEqual(375);
  await acceptAgreement(frame);
  await expectCardImageLoaded(frame);
  // the card screen is taller than the dialog was: the frame grows again, no scroll bar inside it
  await expect
    .poll(() => frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight))
    .toBeLessThanOrEqual(1);
  await expect
    .poll(async () => (await iframe.boundingBox())!.height)
    .toBeGreaterThanOrEqual(await frame.locator('main').evaluate((main) => main.scrollHeight));
});

test("the virtual-card team releases v2 and switches it on: the partner's next frame shows v2, from that release's card script; a rollback brings v1 back", async ({
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
      file: 'src/i18n/en.ts',
      // the partner's frame shows the card under its partner heading
      from: "heading: 'Your Virtual Card',",
      to: "heading: 'Your Virtual Card, release 2',",
      version: '1.1.0',
    });
    admin('remote', 'publish', 'virtualCard', v2.dir, '--json');
    admin('remote', 'switch', 'virtualCard', v2.version, '--json');
    switched = true;
    const cardScripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/card.js') && r.frame() !== page.mainFrame())
        cardScripts.push(new URL(r.url()).pathname);
    });
    const frame = cardFrame(page);
    const heading = frame.getByRole('heading', { level: 1 });
    const ref = `member-${stamp}-release`;
    partnerCard(rewards, ref);
    await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
    await enterCode(frame, emailOf(ref));
    await acceptAgreement(frame);
    await expect(heading).toHaveText('Your Virtual Card, release 2');
    expect(cardScripts).toEqual([
      `/remotes/releases/virtualCard/${encodeURIComponent(v2.version)}/partner/v1/card.js`,
    ]);
    await expectCardImageLoaded(frame);

    admin('remote', 'rollback', 'virtualCard', '--json');
    switched = false;
    // the member's next visit (a new token from the partner's server) mounts v1 again
    await expect(async () => {
      await page.goto(`${originOf(SITE_PORT)}/?member=${ref}`);
      await enterCode(frame, emailOf(ref));
      await expect(heading).toHaveText('Your Virtual Card', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    expect(cardScripts.at(-1)).toBe('/remotes/mfe-virtual-card/partner/v1/card.js');
  } finally {
    if (switched) admin('remote', 'rollback', 'virtualCard', '--json');
    rmSync(work, { recursive: true, force: true });
  }
});
