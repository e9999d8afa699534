// `pnpm bench` › Partner page (issue 10): "partner page → the card's agreement usable" timed in
// real Chromium as on a cheap phone, its CPU slowed 4× (parsing and running the embed's scripts is
// what a partner page pays for the card) and every request's answer 150 ms away
// (BENCH_PARTNER_RTT_MS), on the production build served by the compiled server,
// against a limit of the same run: the same calls with no UI. The partner is created with the
// operator CLI and runs its own site on another origin (e2e/partner/server.mjs), whose server asks
// the portal for an embed token while it serves the page, as the partner guide says.
//
// - the journey: the member opens the partner's page; it ends when the agreement dialog's
//   checkbox is on screen and enabled (the first thing the member acts on; the card shows after).
// - the limit: a page of the same partner origin whose HTML is served once the partner's server
//   has its token (the same server-to-server call), then by fetch: the token's exchange and the
//   portal's /config.json at once, then the agreement status, as the embed makes them; no script
//   to download, nothing rendered.
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

/** In the page: the time (from navigation start) the agreement's checkbox is on screen and enabled. */
function watchAgreement() {
  const state = { done: null };
  window.__partner = state;
  const check = () => {
    if (state.done !== null) return;
    const box = document.querySelector('[role="dialog"] input[type="checkbox"]');
    if (box && !box.disabled && box.checkVisibility()) state.done = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

async function journey(browser, site, ref) {
  const { page, close } = await newPage(browser);
  try {
    await page.addInitScript(watchAgreement);
    await page.goto(`${site}/?member=${encodeURIComponent(ref)}`);
    await page.waitForFunction(() => window.__partner.done !== null, null, { timeout: 60_000 });
    return await page.evaluate(() => window.__partner.done);
  } finally {
    await close();
  }
}

/** In the page: the embed's calls by fetch, as it makes them; the time they are done. */
async function floorCalls({ portal, api, embedToken }) {
  const post = (url, body) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  // the exchange and the config at once, as the embed asks them
  const [exchanged, config] = await Promise.all([
    post(`${portal}/api/partner/v1/embed-sessions/exchange`, { embedToken }),
    fetch(`${portal}/config.json`, { cache: 'no-cache' }),
  ]);
  if (!exchanged.ok) throw new Error(`exchange answered ${exchanged.status}`);
  const { accountId } = await exchanged.json();
  await config.json();
  const agreement = await post(`${portal}${api}/card/vv/agreement`, { accountId });
  if (!agreement.ok) throw new Error(`agreement answered ${agreement.status}`);
  await agreement.json();
  return performance.now();
}

/**
 * The limit's page, on an origin of the partner's own (registered like the site's): its HTML is
 * served once the partner's server has the member's token (`?member=`), which the page reads.
 */
function startLimitSite(portal, apiKey, port) {
  const server = createServer(async (req, res) => {
    const member = new URL(req.url ?? '/', 'http://x').searchParams.get('member') ?? '';
    const { embedToken, error } = await askEmbedToken(portal, apiKey, member);
    res.writeHead(embedToken ? 200 : 502, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>limit</title><meta name="token" content="${embedToken ?? error}">`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function floor(browser, limitOrigin, portal, ref) {
  const { page, close } = await newPage(browser);
  try {
    const response = await page.goto(`${limitOrigin}/?member=${encodeURIComponent(ref)}`);
    if (!response?.ok()) throw new Error(`the limit page answered ${response?.status()}`);
    const embedToken = await page.locator('meta[name=token]').getAttribute('content');
    return await page.evaluate(floorCalls, { portal, api: API, embedToken });
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
  site = await startPartnerSite({ portalUrl: server.base, apiKey: partner.apiKey, port: sitePort });
  limitSite = await startLimitSite(server.base, partner.apiKey, sitePort + 1);
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
      if (which === 'ui') ui.push(await journey(browser, site.origin, ref));
      else limit.push(await floor(browser, limitOrigin, server.base, ref));
    }
  }
  const journeyMs = median(ui);
  const limitMs = median(limit);
  console.log(
    `\nPartner page in Chromium, CPU slowed ${CPU_SLOWDOWN}×, ${RTT_MS} ms round trips, production build (median of ${runs} runs, a fresh context each);` +
      "\nlimit = the partner's server asking the token, then the exchange, /config.json and the agreement status by fetch from a page of the partner's origin, no UI",
  );
  console.log('journey                             journey      limit   ratio');
  console.log(
    `${'partner page → agreement usable'.padEnd(33)}${`${journeyMs.toFixed(0)} ms`.padStart(10)}${`${limitMs.toFixed(0)} ms`.padStart(11)}${(journeyMs / limitMs).toFixed(2).padStart(8)}`,
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
