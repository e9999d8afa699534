// spec §4: the balance is fetched only when the status is activated or issued, again after
// every card-info load (selectShouldFetchBalance); it shows as a detail of the card only when
// details show (selectShowDetails); spec §8: a failed load clears the stored balance, shown as '---'.
import { useEffect, useState } from 'react';
import { formatBalance } from '@portal/contracts';
import { selectShouldFetchBalance, selectShowDetails, useSession } from '@portal/session-store';
import { useAccountApi } from '#shared/account-api';

export type BalanceView = { state: 'hidden' } | { state: 'loading' } | { state: 'shown'; text: string };

export function useCardBalance(cardInfoVersion: number): BalanceView {
  const api = useAccountApi();
  const shouldFetch = useSession(selectShouldFetchBalance);
  const showDetails = useSession(selectShowDetails);
  const amount = useSession((s) => s.cardBalance?.amount ?? null);
  const setCardBalance = useSession((s) => s.setCardBalance);
  // the card-info load whose balance request has settled; any other means one is in flight
  const [settledFor, setSettledFor] = useState<number | null>(null);

  useEffect(() => {
    if (!shouldFetch) return;
    let current = true;
    api
      .balance()
      .then((balance) => {
        if (current) setCardBalance(balance);
      })
      .catch(() => {
        if (current) setCardBalance(null);
      })
      .finally(() => {
        if (current) setSettledFor(cardInfoVersion);
      });
    return () => {
      current = false;
    };
  }, [api, shouldFetch, cardInfoVersion, setCardBalance]);

  if (!showDetails || !shouldFetch) return { state: 'hidden' };
  if (settledFor !== cardInfoVersion) return { state: 'loading' };
  return { state: 'shown', text: formatBalance(amount) };
}
