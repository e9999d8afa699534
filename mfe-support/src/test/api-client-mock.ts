// A stand-in for @portal/api-client in component tests: the same surface (seams.md), with
// jest functions for the calls. The client's HTTP behaviour is tested in its own package.
import { useSession } from '@portal/session-store';

export class ApiRequestError extends Error {
  readonly body = null;
  constructor(
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(`HTTP ${status}`);
  }
}

export const api = {
  login: jest.fn(),
  logout: jest.fn(async () => undefined),
  refresh: jest.fn(),
  contact: jest.fn(),
};

const listeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the client does on a 403 from any call but login: clear the session, then tell listeners. */
export function simulateSessionEnded(): void {
  useSession.getState().logout();
  for (const listener of listeners) listener();
}

export const configureApiClient = jest.fn();
export const createCaptchaFromConfig = jest.fn();
