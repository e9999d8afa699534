// The browser session (spec §3, §4): token, expiry, card info and balance, kept in
// sessionStorage so a reload keeps the session and closing the tab ends it. One instance
// is shared by the host and every remote (a Module Federation singleton).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CardBalance, CardInfo } from '@portal/contracts';

export const SESSION_STORAGE_KEY = 'portal-session';

export interface SessionData {
  authToken: string | null;
  /** expiry, epoch seconds */
  authExp: number | null;
  cardInfo: CardInfo | null;
  cardBalance: CardBalance | null;
}

export interface SessionState extends SessionData {
  setAuth(auth: { token: string; exp: number }): void;
  setCardInfo(cardInfo: CardInfo | null): void;
  setCardBalance(balance: CardBalance | null): void;
  /** updates cardInfo.freezeInfo.frozen (spec §4 Freezing: the response updates the stored freeze info) */
  setFrozen(frozen: boolean): void;
  /** spec §4: logout removes token and expiry and clears card info and balance */
  logout(): void;
}

const EMPTY: SessionData = { authToken: null, authExp: null, cardInfo: null, cardBalance: null };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setAuth: ({ token, exp }) => set({ authToken: token, authExp: exp }),
      setCardInfo: (cardInfo) => set({ cardInfo }),
      setCardBalance: (cardBalance) => set({ cardBalance }),
      setFrozen: (frozen) =>
        set((s) =>
          s.cardInfo ? { cardInfo: { ...s.cardInfo, freezeInfo: { ...s.cardInfo.freezeInfo, frozen } } } : {},
        ),
      logout: () => set({ ...EMPTY }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ authToken, authExp, cardInfo, cardBalance }): SessionData => ({
        authToken,
        authExp,
        cardInfo,
        cardBalance,
      }),
    },
  ),
);

/** The vanilla store API of the same instance, for code outside React. */
export const sessionStore = useSession;
