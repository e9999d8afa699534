// Canary buckets in a journey: a browser whose session id (the api-client keeps it in
// sessionStorage and the server buckets releases by it) falls in a chosen range, so two browsers
// can be put on either side of a 50 % canary without relying on chance.
import type { Browser, Page } from '@playwright/test';
import { canaryBucket } from '@portal/contracts';

/** A browser whose canary bucket is in [from, to) (its session id drawn as the api-client would). */
export async function browserInBuckets(browser: Browser, from: number, to: number): Promise<Page> {
  let i = 0;
  while (!(canaryBucket(`e2e-canary-${i}`) >= from && canaryBucket(`e2e-canary-${i}`) < to)) i++;
  const context = await browser.newContext();
  await context.addInitScript((sessionId) => {
    if (!sessionStorage.getItem('portal-correlation-id'))
      sessionStorage.setItem('portal-correlation-id', sessionId);
  }, `e2e-canary-${i}`);
  return context.newPage();
}
