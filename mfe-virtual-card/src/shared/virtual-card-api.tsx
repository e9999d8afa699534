// The calls this remote makes, behind a small context seam: the shared api-client by default;
// a partner embed (or a test) may provide another implementation of exactly these calls, typed
// as the api-client's own (one declaration of each call: packages/api-client).
import { createContext, useContext } from 'react';
import { api, type Api } from '@portal/api-client';

export type VirtualCardApi = Pick<
  Api,
  'agreement' | 'agreementSign' | 'getToken' | 'cardImageUrl' | 'cardDetails' | 'emailResend' | 'legalPdfUrl'
>;

const VirtualCardApiContext = createContext<VirtualCardApi>(api);

export const VirtualCardApiProvider = VirtualCardApiContext.Provider;

export function useVirtualCardApi(): VirtualCardApi {
  return useContext(VirtualCardApiContext);
}
