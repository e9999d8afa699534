// `pnpm bench` › Partner page: "partner page → the card's agreement usable in the frame" timed
// in real Chromium as on a cheap phone, its CPU slowed 4× (parsing and running the scripts is
// what a partner page and the card's frame pay for the card) and every request's answer 150 ms
// away (BENCH_PARTNER_RTT_MS), on the production build served by the compiled server, against a
// limit of the same run: the same calls with no UI. The partner is created with the operator CLI
// and runs its own site on another origin (e2e/partner/server.mjs), whose server asks the portal
// for an embed token while it serves the page, as the partner guide says.
//
// - the journey: the member opens the partner's page; the embed puts the card's frame (the
//   portal's /embed/virtual-card/v1 page, frame.js, the card script) on it; the member's code step
//   shows, the code the portal emailed is read from the outbox (the operator CLI) and typed into
//   the frame's field, Enter; it ends when the agreement dialog's checkbox is on screen and enabled
//   inside the frame (the first thing of the card the member acts on; the card shows after),
//   counted from the partner page's navigation start. Reading the mail is the CLI's time, the
//   same in the limit, never a person's.
// - the limit: a page of the same partner origin whose HTML is served once the partner's server
//   has its token (the same server-to-server call), with the frame page in an iframe whose script
//   is replaced by the bare calls (answered at once, as if inline): /config.json from the start,
//   the token's exchange once the page hands it over, the code read from the outbox by the same
//   CLI, its verify call, then the agreement status; no script to download, nothing rendered.
// The median of BENCH_PARTNER_RUNS runs (default 5), a fresh browser context for every
// measurement, one card per run, the order of journey and limit alternating. BENCH_APPS_ROOT
// measures the apps built in another checkout (e.g. an earlier commit's) with this server.
//
// Run by scripts/bench.mjs; alone: `node e2e/bench/partner-timing.mjs` after `pnpm build`.
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { askEmbedToken, startPartnerSite } from '../partner/server.mjs';
import { admin, median, startServer } from './bench-server.mjs';

const runs = Number(process.env.BENCH_PARTNER_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_PARTNER_RUNS must be a whole number ≥ 1');
const CPU_SLOWDOWN = 4;
// a phone's network: every request waits this long for its answer (Chromium's latency emulation)
const RTT_MS = Number(process.env.BENCH_PARTNER_RTT_MS ?? 150);
const API = '/api/ind/v1';

/** A fresh context and page with the CPU slowed and round trips long, as on a cheap phone. */
async function newPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return { page, close: () => context.close() };
}

/**
 * In every document of the page (the init script runs in frames too): the time, as an epoch in ms,
 * the agreement's checkbox is on screen and enabled there.
 */
function watchAgreement() {
  const state = { done: null };
  window.__partner = state;
  const check = () => {
    if (state.done !== null) return;
    const box = document.querySelector('[role="dialog"] input[type="checkbox"]');
    if (box && !box.disabled && box.checkVisibility())
      state.done = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

/** The card's frame of the page (the portal's embed page), once it exists. */
async function cardFrame(page) {
  for (let i = 0; i < 600; i++) {
    const frame = page.frames().find((f) => f.url().includes('/embed/virtual-card/'));
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error('the partner page has no card frame');
}

/** From the partner page's navigation start to `key` set (an epoch in ms) in the card's frame. */
async function timeInFrame(page, key) {
  const frame = await cardFrame(page);
  const read = (k) => (typeof window[k] === 'object' && window[k] !== null ? window[k].done : window[k]);
  await frame.waitForFunction(read, key, { timeout: 60_000 });
  const done = await frame.evaluate(read, key);
  const origin = await page.evaluate(() => performance.timeOrigin);
  return done - origin;
}

/** The latest code the portal emailed to the card of `ref` (the operator CLI's outbox). */
function codeFor(adminUrl, ref) {
  const mails = admin(adminUrl, 'outbox', 'list').filter(
    (m) => m.channel === 'email' && m.to === `${ref}@example.test` && /code$/.test(m.subject ?? ''),
  );
  const code = /is (\d{6})\./.exec(mails.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent for ${ref}`);
  return code;
}

async function journey(browser, site, adminUrl, ref) {
  const { page, close } = await newPage(browser);
  try {
    await page.addInitScript(watchAgreement);
    await page.goto(`${site}/?member=${encodeURIComponent(ref)}`);
    // the member's code, typed in the frame's field
    const field = (await cardFrame(page)).getByRole('textbox', { name: 'Code' });
    await field.waitFor({ timeout: 60_000 });
    await field.pressSequentially(codeFor(adminUrl, ref));
    await field.press('Enter');
    return await timeInFrame(page, '__partner');
  } finally {
    await close();
  }
}

/**
 * The limit frame's script, in place of frame.js: the frame's calls by fetch, as it makes them
 * (the config from the start; the exchange once the page hands the token over; the member's code,
 * read from the outbox by the CLI as in the journey, and its verify call; then the agreement
 * status); `window.__limit` the epoch they are done.
 */
const LIMIT_FRAME_SCRIPT = `(() => {
  const api = ${JSON.stringify(API)};
  const post = (url, body) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const config = fetch('/config.json', { cache: 'no-cache' }).then((r) => r.json());
  addEventListener('message', async (event) => {
    if (event.source !== parent) return;
    const exchanged = await post('/api/partner/v1/embed-sessions/exchange', {
      embedToken: event.data.embedToken,
      parentOrigin: event.origin,
    });
    if (!exchanged.ok) throw new Error('exchange answered ' + exchanged.status);
    const { accountId } = await exchanged.json();
    const verified = await post('/api/partner/v1/embed-sessions/verify', {
      accountId,
      code: await window.__benchCode(),
    });
    if (!verified.ok) throw new Error('verify answered ' + verified.status);
    await config;
    const agreement = await post(api + '/card/vv/agreement', { accountId });
    if (!agreement.ok) throw new Error('agreement answered ' + agreement.status);
    await agreement.json();
    window.__limit = performance.timeOrigin + performance.now();
  }, { once: true });
  parent.postMessage({ type: 'hello' }, '*');
})();`;

/**
 * The limit's page, on an origin of the partner's own (registered like the site's): its HTML is
 * served once the partner's server has the member's token (`?member=`); it frames the portal's
 * embed page and hands the token to the frame on its hello.
 */
function startLimitSite(portal, partnerId, apiKey, port) {
  const server = createServer(async (req, res) => {
    const member = new URL(req.url ?? '/', 'http://x').searchParams.get('member') ?? '';
    const { embedToken, error } = await askEmbedToken(portal, apiKey, member);
    res.writeHead(embedToken ? 200 : 502, { 'content-type': 'text/html; charset=utf-8' });
    const src = `${portal}/embed/virtual-card/v1?partner=${encodeURIComponent(partnerId)}`;
    res.end(`<!doctype html><title>limit</title><div id="c"></div><script>
      const frame = document.createElement('iframe');
      frame.src = ${JSON.stringify(src)};
      addEventListener('message', (event) => {
        if (event.source === frame.contentWindow)
          frame.contentWindow.postMessage({ embedToken: ${JSON.stringify(embedToken ?? error)} }, ${JSON.stringify(portal)});
      }, { once: true });
      document.getElementById('c').append(frame);
    </script>`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function floor(browser, limitOrigin, adminUrl, ref) {
  const { page, close } = await newPage(browser);
  try {
    // in every frame of the page: the frame's script reads the member's code through it
    await page.exposeFunction('__benchCode', () => codeFor(adminUrl, ref));
    // the frame's script is the bare calls, answered at once (as if inline in the frame's page)
    await page.route('**/partner/v1/frame.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: LIMIT_FRAME_SCRIPT }),
    );
    const response = await page.goto(`${limitOrigin}/?member=${encodeURIComponent(ref)}`);
    if (!response?.ok()) throw new Error(`the limit page answered ${response?.status()}`);
    return await timeInFrame(page, '__limit');
  } finally {
    await close();
  }
}

const server = await startServer({ appsRoot: process.env.BENCH_APPS_ROOT || undefined });
const sitePort = 20000 + Math.floor(Math.random() * 20000);
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const limitOrigin = `http://127.0.0.1:${sitePort + 1}`;
let browser;
let site;
let limitSite;
try {
  const partner = admin(
    server.adminUrl,
    'partner',
    'create',
    '--name',
    'Bench Partner',
    '--origin',
    siteOrigin,
    '--origin',
    limitOrigin,
  );
  site = await startPartnerSite({
    portalUrl: server.base,
    apiKey: partner.apiKey,
    partnerId: partner.partnerId,
    port: sitePort,
  });
  limitSite = await startLimitSite(server.base, partner.partnerId, partner.apiKey, sitePort + 1);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const ui = [];
  const limit = [];
  for (let run = 0; run < runs; run++) {
    const ref = `bench-member-${run}`;
    admin(
      server.adminUrl,
      'card',
      'issue',
      '--virtual',
      '--email',
      `${ref}@example.test`,
      '--partner',
      partner.partnerId,
      '--external-ref',
      ref,
    );
    const order = run % 2 === 0 ? ['ui', 'limit'] : ['limit', 'ui'];
    for (const which of order) {
      if (which === 'ui') ui.push(await journey(browser, site.origin, server.adminUrl, ref));
      else limit.push(await floor(browser, limitOrigin, server.adminUrl, ref));
    }
  }
  const journeyMs = median(ui);
  const limitMs = median(limit);
  console.log(
    `\nPartner page, the card in its frame, in Chromium, CPU slowed ${CPU_SLOWDOWN}×, ${RTT_MS} ms round trips, production build (median of ${runs} runs, a fresh context each);` +
      "\nlimit = the partner's server asking the token, the frame's page, then /config.json, the exchange, the member's code (read from the outbox by the CLI, as in the journey) and its verify, and the agreement status by fetch in that frame, no script to download, no UI",
  );
  console.log('journey                                      journey      limit   ratio');
  console.log(
    `${'partner page → agreement usable in the frame'.padEnd(42)}${`${journeyMs.toFixed(0)} ms`.padStart(10)}${`${limitMs.toFixed(0)} ms`.padStart(11)}${(journeyMs / limitMs).toFixed(2).padStart(8)}`,
  );
  console.log(
    JSON.stringify({
      bench: 'partner-page',
      runs,
      cpuSlowdown: CPU_SLOWDOWN,
      rttMs: RTT_MS,
      medianMs: Math.round(journeyMs),
      limitMs: Math.round(limitMs),
      ratio: Number((journeyMs / limitMs).toFixed(2)),
      samplesMs: ui.map(Math.round),
      limitSamplesMs: limit.map(Math.round),
    }),
  );
} finally {
  await browser?.close();
  await site?.close();
  limitSite?.closeAllConnections();
  limitSite?.close();
  await server.stop();
}
