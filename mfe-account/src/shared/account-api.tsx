// The calls the account page makes, behind a small context seam: the page uses the shared
// api-client singleton by default; tests (and a partner embed, if it ever needs to) inject
// their own implementation of exactly these functions.
import { createContext, useContext } from 'react';
import { api } from '@portal/api-client';
import type { CardBalance, CardInfo } from '@portal/contracts';

export interface AccountApi {
  cardInfo(options?: { refresh?: boolean }): Promise<CardInfo>;
  balance(): Promise<CardBalance>;
  freeze(body: { frozen: boolean }): Promise<{ frozen: boolean }>;
  pinReset(): Promise<{ sent: boolean }>;
  activate(): Promise<CardInfo>;
}

const defaultApi: AccountApi = {
  cardInfo: (options) => api.cardInfo(options ?? {}),
  balance: () => api.balance(),
  freeze: (body) => api.freeze(body),
  pinReset: () => api.pinReset(),
  activate: () => api.activate(),
};

const AccountApiContext = createContext<AccountApi>(defaultApi);

export const AccountApiProvider = AccountApiContext.Provider;

export function useAccountApi(): AccountApi {
  return useContext(AccountApiContext);
}
