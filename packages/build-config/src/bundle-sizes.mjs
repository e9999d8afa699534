// What each app costs a browser, from its production build: the gzip size (level 9) of its
// initial JS — the host's main.js plus the chunks its bootstrap needs before the first render; a
// remote's remoteEntry.js plus the synchronous chunks of its exposes — and of all its JS.
// `pnpm bench` prints them; scripts/check-budgets.mjs holds them to budgets.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PARTNER_CARD_SCRIPT } from '@portal/contracts/remotes-data';

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** @param {string} dist an app's dist folder; @param {boolean} isHost */
export function bundleSizes(dist, isHost) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = isHost ? 'main.js' : 'remoteEntry.js';
  const initial = new Set([entry]);
  if (isHost) {
    // the host's own manifest (build-config HostManifestPlugin): main.js and its bootstrap's chunks
    for (const f of manifest.initial ?? []) initial.add(f);
  } else {
    for (const e of manifest.exposes ?? []) for (const f of e.assets?.js?.sync ?? []) initial.add(f);
  }
  const files = [...initial].filter((f) => existsSync(path.join(dist, f)));
  return {
    entry,
    initialFiles: files,
    initialBytes: files.reduce((n, f) => n + gzipSize(path.join(dist, f)), 0),
    allBytes: readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .reduce((n, f) => n + gzipSize(path.join(dist, f)), 0),
  };
}

/**
 * What a partner's page and the card's frame download from the portal to show the virtual card
 * (mfe-virtual-card/PARTNERS.md), from the virtual-card remote's dist: the page, the embed script
 * alone; the frame (on the portal's origin), its script and the card script it mounts (React
 * included). /config.json, the frame's HTML and the API's answers are not code. Null when the
 * remote was built without them.
 * @param {string} dist the virtual-card remote's dist folder
 */
export function partnerPageSizes(dist) {
  const files = ['partner/v1/partner-embed.js', 'partner/v1/frame.js', PARTNER_CARD_SCRIPT];
  if (!files.every((f) => existsSync(path.join(dist, f)))) return null;
  const [embedBytes, frameScriptBytes, cardBytes] = files.map((f) => gzipSize(path.join(dist, f)));
  return {
    files,
    embedBytes,
    frameScriptBytes,
    cardBytes,
    /** the partner's page itself: the embed script */
    pageBytes: embedBytes,
    /** the card's frame: its script and the card */
    frameBytes: frameScriptBytes + cardBytes,
  };
}
