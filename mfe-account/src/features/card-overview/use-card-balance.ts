// spec §4: the balance is fetched only when the status is activated or issued, again after
// every card-info load (selectShouldFetchBalance); it shows only when details show
// (selectShowDetails). spec §8: a failed load clears the stored balance. The page does not show
// the spec's '---' for it (it reads like $0): it says the balance could not be loaded and offers
// to try again, the button busy while it does.
import { useCallback, useEffect, useState } from 'react';
import { formatBalance } from '@portal/contracts';
import { selectShouldFetchBalance, selectShowDetails, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';

export type BalanceView =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'shown'; text: string }
  | { state: 'failed'; retrying: boolean; attempts: number; retry: () => void };

interface Settled {
  /** the card-info load this answer belongs to */
  version: number;
  loaded: boolean;
}

export function useCardBalance(cardInfoVersion: number): BalanceView {
  const api = useAccountApi();
  const shouldFetch = useSession(selectShouldFetchBalance);
  const showDetails = useSession(selectShowDetails);
  const amount = useSession((s) => s.cardBalance?.amount ?? null);
  const setCardBalance = useSession((s) => s.setCardBalance);
  const [settled, setSettled] = useState<Settled | null>(null);
  // each "Try again" is one more request for the same card-info load
  const [attempts, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!shouldFetch) return;
    let current = true;
    api
      .balance()
      .then((balance) => {
        if (!current) return;
        setCardBalance(balance);
        setSettled({ version: cardInfoVersion, loaded: true });
      })
      .catch(() => {
        if (!current) return;
        setCardBalance(null);
        setSettled({ version: cardInfoVersion, loaded: false });
      })
      .finally(() => {
        if (current) setRetrying(false);
      });
    return () => {
      current = false;
    };
  }, [api, shouldFetch, cardInfoVersion, attempts, setCardBalance]);

  const retry = useCallback(() => {
    setRetrying(true);
    setAttempts((n) => n + 1);
  }, []);

  if (!showDetails || !shouldFetch) return { state: 'hidden' };
  if (settled === null || settled.version !== cardInfoVersion) return { state: 'loading' };
  // a retry keeps the failure (and its button, busy) on screen until it is answered
  if (!settled.loaded) return { state: 'failed', retrying, attempts, retry };
  return { state: 'shown', text: formatBalance(amount) };
}
