// Card info is server state mirrored into the session store (spec §3). The page loads it on
// mount; every action refreshes it from the card ledger afterwards so nothing shown is stale.
// `version` counts completed loads: the balance is fetched again after each one.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@portal/session-store';
import { useAccountApi } from './account-api';

export type CardInfoPhase = 'loading' | 'loaded' | 'failed';

interface CardInfoLoader {
  phase: CardInfoPhase;
  version: number;
  /** api.cardInfo({ refresh: true }) → store; on failure card info is cleared (spec §8) and the phase is 'failed'. */
  refresh(): Promise<boolean>;
}

const CardInfoContext = createContext<CardInfoLoader | null>(null);

export function useCardInfoLoader(): CardInfoLoader {
  const loader = useContext(CardInfoContext);
  if (loader === null) throw new Error('useCardInfoLoader must be used inside <CardInfoProvider>');
  return loader;
}

/** Loads card info into the session store and tells children how the load went. */
export function useCardInfoState() {
  const api = useAccountApi();
  const setCardInfo = useSession((s) => s.setCardInfo);
  const [phase, setPhase] = useState<CardInfoPhase>('loading');
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  const load = useCallback(
    async (refresh: boolean): Promise<boolean> => {
      const call = ++latest.current;
      try {
        const info = await api.cardInfo(refresh ? { refresh: true } : {});
        if (call !== latest.current) return true; // a newer load superseded this one
        setCardInfo(info);
        setPhase('loaded');
        setVersion((n) => n + 1);
        return true;
      } catch {
        if (call !== latest.current) return false;
        // spec §8: card info load error → card info cleared (nothing stale is shown); the page
        // says the load failed and offers to try again
        setCardInfo(null);
        setPhase('failed');
        return false;
      }
    },
    [api, setCardInfo],
  );

  const loader = useMemo<CardInfoLoader>(
    () => ({ phase, version, refresh: () => load(true) }),
    [phase, version, load],
  );
  return { loader, load };
}

export function CardInfoProvider({ value, children }: { value: CardInfoLoader; children: ReactNode }) {
  return <CardInfoContext.Provider value={value}>{children}</CardInfoContext.Provider>;
}
