// Session and runtime-config setup for tests: what the host does after a login, without the login.
import type { CardInfo, RuntimeConfig } from '@portal/contracts';
import { useRuntimeConfig, useSession } from '@portal/session-store';
import { TEST_CONFIG } from './fixtures';

export interface SignInOptions {
  token?: string;
  /** seconds until the session expires */
  expInSeconds?: number;
  /** the card info the login answered (null: none yet) */
  cardInfo?: CardInfo | null;
}

/** Starts a fresh session as if the holder had just logged in. */
export function signIn({ token = 'test-token', expInSeconds = 900, cardInfo }: SignInOptions = {}): void {
  const session = useSession.getState();
  session.setAuth({ token, exp: Math.floor(Date.now() / 1000) + expInSeconds });
  if (cardInfo !== undefined) session.setCardInfo(cardInfo);
}

/** Puts `config` where the shared packages read it and ends any session. */
export function resetStores(config: RuntimeConfig = TEST_CONFIG): void {
  useRuntimeConfig.getState().setConfig(config);
  useSession.getState().logout();
}
