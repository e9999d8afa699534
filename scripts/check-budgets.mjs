// Size budgets: each app's initial JS (gzip, level 9) from its production build must
// stay within budgets.json; `pnpm test:e2e` runs this after the build, and the e2e budget test
// holds what a first visit to `/` downloads to `firstVisit`; `partnerPage` holds what a partner's
// page itself downloads to show the virtual card (the embed script, ≤ 10 KB gzip) and
// `partnerFrame` what the card's frame on the portal's origin downloads (its script and the card,
// React included). Sizes are deterministic for a given build; lower a budget when a change makes
// an app smaller, raise one only with a reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST } from '@portal/contracts/remotes-data';
import { bundleSizes, partnerPageSizes } from '@portal/build-config/bundle-sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let over = 0;
console.log('initial JS (gzip)      size      budget');
for (const { folder } of APPS) {
  const budget = budgets.initialJs[folder];
  if (typeof budget !== 'number') {
    console.error(`budgets.json has no initialJs budget for ${folder}`);
    over++;
    continue;
  }
  const { initialBytes } = bundleSizes(path.join(root, folder, 'dist'), folder === HOST.folder);
  const ok = initialBytes <= budget;
  if (!ok) over++;
  console.log(
    `${folder.padEnd(20)}${kb(initialBytes).padStart(10)}${kb(budget).padStart(12)}${ok ? '' : '   OVER BUDGET'}`,
  );
}
// what a partner's page and the card's frame download to show the virtual card
const partner = partnerPageSizes(path.join(root, 'mfe-virtual-card', 'dist'));
if (!partner) {
  console.error('mfe-virtual-card/dist has no partner/v1/partner-embed.js, frame.js and card.js');
  over++;
} else {
  for (const [label, bytes, budget] of [
    ['partner page', partner.pageBytes, budgets.partnerPage],
    ['partner frame', partner.frameBytes, budgets.partnerFrame],
  ]) {
    const ok = typeof budget === 'number' && bytes <= budget;
    if (!ok) over++;
    console.log(
      `${label.padEnd(20)}${kb(bytes).padStart(10)}${(typeof budget === 'number' ? kb(budget) : 'none').padStart(12)}${ok ? '' : '   OVER BUDGET'}`,
    );
  }
}
if (over > 0) {
  console.error(`${over} app(s) over their size budget (budgets.json)`);
  process.exit(1);
}
