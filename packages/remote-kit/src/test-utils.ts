// Shared by the remote-kit tests only (not exported).
import { testConfig as portalTestConfig } from '@portal/testing';

export const testConfig = portalTestConfig({ program: { productName: 'Star Rewards' } });

/**
 * For the file's tests: React renders outside act(), the way a browser runs it (single-spa and
 * mountStandalone own their React roots; inside act React would wait for the act scope to end).
 */
export function renderOutsideAct(): void {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  beforeAll(() => {
    actEnvironment = g.IS_REACT_ACT_ENVIRONMENT;
    g.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    g.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
