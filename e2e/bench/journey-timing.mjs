// `pnpm bench` › Journeys: "login → card page with balance" and "login → recent transactions
// shown" timed in real Chromium on the production build served by the compiled server, with the
// portal's own captcha on (altcha proof-of-work, solved by the page as for any cardholder: the login
// form solves it while the card number and CVV are typed; the login answer has its 250 ms floor).
// Each journey is measured against a limit of the same run, its data floor: the API calls the page
// makes on the journey's path, in the page's order — the login POST (its captcha solved before the
// clock starts, as the page's is), card info, balance, and for history the history call — made with
// fetch from a page of the same origin in the same browser, with no UI work. The median of
// BENCH_JOURNEY_RUNS runs (default 5), a fresh browser context for every measurement, one card per
// run issued as the e2e journeys issue theirs (the operator CLI: activated, registered, 56 seeded
// transactions). The form is typed at 80 ms a key. A proof of work still being solved at the click
// (random: 0 to 50,000 hashes) is on the journey's path: the figures are also printed without it.
//
// Run by scripts/bench.mjs; alone: `node e2e/bench/journey-timing.mjs` after `pnpm build`.
// BENCH_JOURNEY_WATERFALL=1 also prints what the page fetched in the last run of each journey
// (Resource Timing, offsets from the click).
//
// A journey starts at the pointerdown of the click on 'Log in' and ends at the DOM change that
// shows what the cardholder came for: the card page's Balance as an amount; for history the first
// row of the card page's recent transactions, which the page asks for at once (the list's first row
// on a narrow screen, the table's on a wide one: the one shown), with no 'Loading data...' left (so
// the history call is on the journey's path, as it is on the limit's).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { admin, median, startServer } from './bench-server.mjs';

const runs = Number(process.env.BENCH_JOURNEY_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_JOURNEY_RUNS must be a whole number ≥ 1');
// the programme's zone (contracts DEFAULT_PROGRAM_TIME_ZONE), as the history journeys set it
const TIME_ZONE = 'America/New_York';
const API = '/api/ind/v1';

/** An activated, registered card with 57 transactions in the last 20 days (history-journeys.spec.ts). */
function seedCard(adminUrl) {
  const card = admin(adminUrl, 'card', 'issue', '--status', 'activated', '--registered');
  admin(adminUrl, 'txn', 'seed', '--card', card.cardNumber, '--count', '56', '--days', '20');
  return card;
}

/**
 * In the page, before the click: t0 at the first pointerdown/click, then every DOM change checks
 * whether the journey's end is on screen. For 'history' the panel's heading is noted on the way.
 */
function watchJourney(kind) {
  const state = { t0: null, done: null, panel: null };
  window.__journey = state;
  const start = () => {
    if (state.t0 === null) state.t0 = performance.now();
  };
  window.addEventListener('pointerdown', start, { capture: true });
  window.addEventListener('click', start, { capture: true });
  const visible = (el) => el && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
  // the hero's Balance: a dt and its amount in the dd after it
  const balanceShown = () =>
    [...document.querySelectorAll('dt')].some(
      (dt) =>
        dt.textContent.trim() === 'Balance' &&
        /^\$[\d,]+\.\d{2}$/.test(dt.nextElementSibling?.textContent.trim() ?? '') &&
        visible(dt.nextElementSibling),
    );
  const check = () => {
    if (state.t0 === null || state.done !== null) return;
    if (kind === 'card') {
      if (balanceShown()) state.done = performance.now();
      return;
    }
    const panel = [...document.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent.trim() === 'Recent transactions' && visible(s),
    );
    if (!panel) return;
    if (state.panel === null) state.panel = performance.now();
    // the rows' list (narrow) and table (wide) are both in the page; the panel's width shows one
    const firstRow = [
      panel.querySelector('ul[aria-label^="Transactions from"] > li button'),
      panel.querySelector('table tbody tr'),
    ].find((row) => row && visible(row));
    if (firstRow && !panel.textContent.includes('Loading data...')) state.done = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** What the page fetched, from Resource Timing, in ms from t0 (the same clock). */
function resourcesSince() {
  const { t0, done } = window.__journey;
  return performance.getEntriesByType('resource').map((e) => ({
    url: e.name,
    type: e.initiatorType,
    startMs: Math.round(e.startTime - t0),
    durationMs: Math.round(e.duration),
    endMs: Math.round(e.responseEnd - t0),
    bytes: e.transferSize,
    beforeClick: e.startTime < t0,
    afterDone: e.startTime > done,
  }));
}

async function newPage(browser, base) {
  const context = await browser.newContext({ baseURL: base, timezoneId: TIME_ZONE });
  return { context, page: await context.newPage() };
}

/** The journey in the UI: log in at /ind/login as support/portal.ts fillLogin does. */
async function uiJourney(browser, base, card, kind) {
  const { context, page } = await newPage(browser, base);
  try {
    await page.goto('/ind/login');
    const form = page.getByRole('form', { name: 'Check your balance' });
    // typed as a quick cardholder types (80 ms a key, about 1.5 s): what the form's focus starts
    // (the modal's code, the login's captcha solved ahead) runs meanwhile, as it does for them
    await form.getByLabel('Card number').pressSequentially(card.cardNumber, { delay: 80 });
    await form.getByLabel(/^CVV/).pressSequentially(card.cvv, { delay: 80 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchJourney, kind);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForFunction(() => window.__journey.done !== null, null, { timeout: 60_000 });
    // let what the page still fetches land in the timeline
    await page.waitForTimeout(300);
    const { t0, done, panel } = await page.evaluate(() => window.__journey);
    return {
      ms: done - t0,
      panelMs: panel === null ? undefined : panel - t0,
      resources: await page.evaluate(resourcesSince),
    };
  } finally {
    await context.close();
  }
}

/**
 * The data floor, in the page: the captcha challenge, solved as the portal's client solves it
 * (altcha-lib solveChallenge: SHA-256 of salt + n with crypto.subtle, n from 0) before the clock
 * starts, as the login form solves it while the cardholder types; then the login POST and the
 * calls the page makes for the journey.
 */
async function floorCalls({ api, card, kind, range }) {
  const json = (r) => {
    if (!r.ok) throw new Error(`${r.url}: ${r.status}`);
    return r.json();
  };
  let correlation = 0;
  const headers = (token) => ({
    'content-type': 'application/json',
    'X-Correlation-Id': `bench-${++correlation}`,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const challenge = await fetch(`${api}/captcha/challenge?action=ind_login`, { headers: headers() }).then(
    json,
  );
  const tChallenge = performance.now();
  const encoder = new TextEncoder();
  let number = null;
  for (let n = 0; n <= (challenge.maxnumber ?? 1_000_000); n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    if (hex === challenge.challenge) {
      number = n;
      break;
    }
  }
  const tSolved = performance.now();
  if (number === null) throw new Error('captcha not solved');
  const captchaResponse = btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: Math.round(tSolved - tChallenge),
    }),
  );
  const t0 = performance.now();
  const login = await fetch(`${api}/auth/card`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ cardNumber: card.cardNumber, cardCvv: card.cvv, captchaResponse }),
  }).then(json);
  const token = login.auth.token;
  // the account page reads the card info, then (an activated card) its balance
  await fetch(`${api}/card/info`, { headers: headers(token) }).then(json);
  await fetch(`${api}/card/balance`, { headers: headers(token) }).then(json);
  if (kind === 'history') {
    const history = await fetch(`${api}/card/txn/history`, {
      method: 'POST',
      headers: headers(token),
      // the panel's first call (contracts HISTORY_TXN_PER_CALL rows)
      body: JSON.stringify({ ...range, page: 1, txnPerPage: 50 }),
    }).then(json);
    if (history.transactions.length === 0) throw new Error('no transactions');
  }
  // the solve is before the clock, as the page's is: none of it is on the floor's path
  return { ms: performance.now() - t0, captchaMs: 0 };
}

/** The limit: the same calls by fetch from a page of the portal's origin that runs no app code. */
async function floorJourney(browser, base, card, kind) {
  const { context, page } = await newPage(browser, base);
  try {
    await page.goto('/healthz');
    const range = await page.evaluate(async (api) => {
      // the panel's default range: the last 30 days to the server's today (MM/DD/YYYY)
      const { today } = await (await fetch(`${api}/calendar/today`)).json();
      const [m, d, y] = today.split('/').map(Number);
      const start = new Date(Date.UTC(y, m - 1, d - 30));
      const pad = (n) => String(n).padStart(2, '0');
      return {
        startDate: `${pad(start.getUTCMonth() + 1)}/${pad(start.getUTCDate())}/${start.getUTCFullYear()}`,
        endDate: today,
      };
    }, API);
    return await page.evaluate(floorCalls, { api: API, card, kind, range });
  } finally {
    await context.close();
  }
}

const JOURNEYS = [
  { kind: 'card', name: 'login → card page with balance', id: 'card-page' },
  { kind: 'history', name: 'login → recent transactions', id: 'history-panel' },
];

const server = await startServer();
let browser;
try {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples = Object.fromEntries(JOURNEYS.map((j) => [j.kind, { ui: [], floor: [] }]));
  const waterfalls = {};
  for (let run = 0; run < runs; run++) {
    const card = seedCard(server.adminUrl);
    for (const journey of JOURNEYS) {
      const s = samples[journey.kind];
      // alternate which goes first, so a drift of the machine's load favours neither
      const order = run % 2 === 0 ? ['ui', 'floor'] : ['floor', 'ui'];
      for (const which of order) {
        if (which === 'floor') {
          s.floor.push(await floorJourney(browser, server.base, card, journey.kind));
        } else {
          const r = await uiJourney(browser, server.base, card, journey.kind);
          s.ui.push(r);
          waterfalls[journey.kind] = r.resources;
        }
      }
    }
  }

  const fmt = (ms) => `${ms.toFixed(0)} ms`;
  const figures = JOURNEYS.map((journey) => {
    const s = samples[journey.kind];
    const ui = s.ui.map((r) => r.ms);
    const floor = s.floor.map((r) => r.ms);
    const uiSolve = s.ui.map((r) => captchaOf(r.resources));
    const floorSolve = s.floor.map((r) => r.captchaMs);
    return {
      journey,
      journeyMs: median(ui),
      limitMs: median(floor),
      samplesMs: ui,
      limitSamplesMs: floor,
      solve: { journey: median(uiSolve), limit: median(floorSolve) },
      unsolved: {
        journeyMs: median(ui.map((ms, i) => ms - uiSolve[i])),
        limitMs: median(floor.map((ms, i) => ms - floorSolve[i])),
      },
      panelMs: journey.kind === 'history' ? median(s.ui.map((r) => r.panelMs)) : undefined,
    };
  });
  console.log(
    `\nJourneys in Chromium, production build, altcha captcha on (median of ${runs} runs, a fresh context each);` +
      '\nlimit = the same API calls by fetch from a page of the portal, captcha solved before the clock as the form solves it while typed, no UI; ratio = journey / limit',
  );
  console.log('journey                             journey      limit   ratio   without the captcha solve');
  for (const f of figures) {
    const ratio = f.journeyMs / f.limitMs;
    const unsolvedRatio = f.unsolved.journeyMs / f.unsolved.limitMs;
    console.log(
      `${f.journey.name.padEnd(33)}${fmt(f.journeyMs).padStart(10)}${fmt(f.limitMs).padStart(11)}${ratio.toFixed(2).padStart(8)}   ${fmt(f.unsolved.journeyMs)} / ${fmt(f.unsolved.limitMs)} = ${unsolvedRatio.toFixed(2)}`,
    );
    console.log(
      JSON.stringify({
        bench: 'journey',
        journey: f.journey.id,
        runs,
        medianMs: Math.round(f.journeyMs),
        limitMs: Math.round(f.limitMs),
        ratio: Number(ratio.toFixed(2)),
        samplesMs: f.samplesMs.map(Math.round),
        limitSamplesMs: f.limitSamplesMs.map(Math.round),
        captchaSolveMs: { journey: Math.round(f.solve.journey), limit: Math.round(f.solve.limit) },
        withoutCaptchaSolve: {
          medianMs: Math.round(f.unsolved.journeyMs),
          limitMs: Math.round(f.unsolved.limitMs),
          ratio: Number(unsolvedRatio.toFixed(2)),
        },
        ...(f.panelMs === undefined ? {} : { panelShownMs: Math.round(f.panelMs) }),
      }),
    );
  }

  if (process.env.BENCH_JOURNEY_WATERFALL === '1') {
    for (const journey of JOURNEYS) {
      console.log(`\nWaterfall of the last run of ${journey.name} (ms from the click; Resource Timing)`);
      console.log('  start    dur    end  type          bytes  url');
      for (const r of [...waterfalls[journey.kind]].sort((a, b) => a.startMs - b.startMs)) {
        const note = r.beforeClick ? '  (before the click)' : r.afterDone ? '  (after the end)' : '';
        console.log(
          `${String(r.startMs).padStart(7)}${String(r.durationMs).padStart(7)}${String(r.endMs).padStart(7)}  ${r.type.padEnd(12)}${String(r.bytes).padStart(7)}  ${r.url.replace(server.base, '')}${note}`,
        );
      }
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}

/** The page's captcha solve: from the challenge's answer to the login POST's start. */
function captchaOf(resources) {
  const login = resources.find((r) => !r.beforeClick && r.url.endsWith('/auth/card'));
  if (!login) throw new Error('the journey made no login call');
  // solved ahead while typing (the login form's focus), none of it after the click
  const challenge = resources.find((r) => !r.beforeClick && r.url.includes('/captcha/challenge'));
  return challenge ? login.startMs - challenge.endMs : 0;
}
