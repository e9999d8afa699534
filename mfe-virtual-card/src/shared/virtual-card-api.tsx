// The calls this remote makes, behind a small context seam: the shared api-client singleton by
// default; tests inject an implementation of exactly these functions (no mocked fetch).
import { createContext, useContext } from 'react';
import { api, type RegisterVirtualBody } from '@portal/api-client';

export interface VirtualCardApi {
  agreement(body: { accountId: string }): Promise<{ acceptanceDate: string | null }>;
  agreementSign(body: { accountId: string; email: string | null }): Promise<{ acceptanceDate: string }>;
  registerVirtualCard(body: RegisterVirtualBody): Promise<{ needToUpdateInfo: boolean }>;
  getToken(body: { accountId: string }): Promise<{ token: string }>;
  cardImageUrl(cardImageId: string, token: string): string;
  emailResend(body: { accountId: string }): Promise<{ sent: boolean }>;
}

export const defaultVirtualCardApi: VirtualCardApi = {
  agreement: (body) => api.agreement(body),
  agreementSign: (body) => api.agreementSign(body),
  registerVirtualCard: (body) => api.registerVirtualCard(body),
  getToken: (body) => api.getToken(body),
  cardImageUrl: (cardImageId, token) => api.cardImageUrl(cardImageId, token),
  emailResend: (body) => api.emailResend(body),
};

const VirtualCardApiContext = createContext<VirtualCardApi>(defaultVirtualCardApi);

export const VirtualCardApiProvider = VirtualCardApiContext.Provider;

export function useVirtualCardApi(): VirtualCardApi {
  return useContext(VirtualCardApiContext);
}
