// The calls the account page makes, behind a small context seam: the shared api-client by
// default; a partner embed (or a test) may provide another implementation of exactly these
// calls, typed as the api-client's own (one declaration of each call: packages/api-client).
import { createContext, useContext } from 'react';
import { api, type Api } from '@portal/api-client';

export type AccountApi = Pick<
  Api,
  'cardInfo' | 'balance' | 'freeze' | 'pinReset' | 'activate' | 'replacementQuote' | 'reportLost' | 'disputes'
>;

const AccountApiContext = createContext<AccountApi>(api);

export const AccountApiProvider = AccountApiContext.Provider;

export function useAccountApi(): AccountApi {
  return useContext(AccountApiContext);
}
