// Names the account journeys (account-*.spec.ts) use for the shared helpers of support/portal.ts.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots } from '../support/portal';

/** No serious or critical axe-core violation on the page, open dialogs included. */
export const checkA11y = expectNoSeriousA11yViolations;

/** Viewport screenshots at 1280 px and 375 px wide, for an open dialog. */
export const dialogScreenshots = (page: Page, name: string): Promise<void> => screenshots(page, name, false);
