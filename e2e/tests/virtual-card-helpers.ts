// Helpers of the virtual-card journeys (virtual-card-*.spec.ts): the axe check, screenshots at
// 1280 px and 375 px wide (full page, or the viewport while a modal covers it), accepting the
// agreement in its modal, and a tiny static server giving the partner page its own origin.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@portal/contracts/remotes-data';
import { admin } from '../support/admin';
import { expectNoSeriousA11yViolations, screenshots } from '../support/portal';

export { screenshots };
export const expectNoSeriousViolations = expectNoSeriousA11yViolations;

const here = path.dirname(fileURLToPath(import.meta.url));
export const PORTAL_URL = `http://localhost:${process.env.E2E_PORT ?? 8090}`;

interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject?: string;
  body: string;
}

/** The emails the portal sent to `email` (the operator CLI's outbox). */
export const outboxFor = (email: string) =>
  admin<OutboxEntry[]>('outbox', 'list', '--json').filter((m) => m.channel === 'email' && m.to === email);

export const agreementDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^Welcome to the .+ Virtual Visa program$/ });

/** Tick the confirmation and press Ok in the agreement modal; waits for it to close. */
export async function acceptAgreement(page: Page): Promise<void> {
  const dialog = agreementDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const ok = dialog.getByRole('button', { name: 'Ok' });
  await expect(ok).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I confirm that I have read and agree' }).check();
  await ok.click();
  await expect(dialog).toBeHidden();
}

/** The card image, once the browser has loaded it (a decoded SVG has a natural width). */
export async function expectCardImageLoaded(page: Page): Promise<void> {
  const image = page.getByRole('img', { name: /Virtual Visa card/ });
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(302);
}

/** base64url, as the emailed links carry cardImageId */
export function base64Param(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface StaticSite {
  origin: string;
  close(): Promise<void>;
}

/** The apps' dev ports (the app registry), last first: the api-server's default CORS origins. */
const DEV_PORTS = APPS.map((app) => app.port).reverse();

/**
 * Serve e2e/partner/link.html (the emailed-link embed) on another origin than the portal. The api-server allows the apps'
 * dev ports (3000–3005) by default (CORS_ORIGINS); the first free one on 127.0.0.1 is taken.
 */
export async function servePartnerPage(): Promise<StaticSite> {
  const html = readFileSync(path.resolve(here, '../partner/link.html'));
  for (const port of DEV_PORTS) {
    const server: Server = createServer((req, res) => {
      if ((req.url ?? '/').split('?')[0] === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(html);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) {
      return {
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
    }
  }
  throw new Error(`No free port among ${DEV_PORTS.join(', ')} on 127.0.0.1 for the partner page`);
}
