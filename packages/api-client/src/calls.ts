// One typed function per call of spec §7 and the calls we add (contracts PATHS). Each parses
// its response with the contracts schema: a response that does not match is an error.
import * as v from 'valibot';
import { isHTTPError, isKyError, type Options } from 'ky';
import {
  ActivateResponseSchema,
  AgreementResponseSchema,
  AgreementSignResponseSchema,
  BalanceResponseSchema,
  CardInfoResponseSchema,
  ContactResponseSchema,
  CSV_FALLBACK_FILENAME,
  CSV_FILENAME_HEADER,
  EmailResendResponseSchema,
  FreezeResponseSchema,
  GetTokenResponseSchema,
  HistoryResponseSchema,
  IsRegisteredResponseSchema,
  LoginResponseSchema,
  PATHS,
  PinResetResponseSchema,
  RefreshResponseSchema,
  RegisterResponseSchema,
  RegisterVirtualResponseSchema,
  cardImagePath,
  normaliseCardNumber,
  normalisePhone,
  type AgreementSignRequestSchema,
  type Auth,
  type CardBalance,
  type CardInfo,
  type ContactRequestSchema,
  type HistoryDownloadRequestSchema,
  type HistoryRequestSchema,
  type HistoryResponse,
  type RegisterRequestSchema,
  type RegisterVirtualRequestSchema,
} from '@portal/contracts';
import { captchaToken } from './captcha';
import { ApiRequestError, ResponseShapeError } from './errors';
import { http, type CallContext } from './http';
import { apiUrl } from './settings';

/** spec §4 Resend: the captcha (action card_resend) has an 8 second timeout. */
export const RESEND_CAPTCHA_TIMEOUT_MS = 8000;

type Method = 'get' | 'post';
type Schema = v.GenericSchema;

interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string>;
  context?: CallContext;
  headers?: Record<string, string>;
}

async function send(method: Method, path: string, options: CallOptions = {}): Promise<Response> {
  const kyOptions: Options = { method, context: { ...options.context } };
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.searchParams) kyOptions.searchParams = options.searchParams;
  kyOptions.headers = { Accept: 'application/json', ...options.headers };
  try {
    return await http(apiUrl(path), kyOptions);
  } catch (error) {
    throw toApiError(error, options.context);
  }
}

function toApiError(error: unknown, context: CallContext | undefined): Error {
  if (isHTTPError(error)) {
    const mapped = ApiRequestError.fromResponse(error.response.status, error.data);
    // spec §8: the login call's 403 (sanctions or failed captcha) is the sanctions block
    if (context?.isLogin && error.response.status === 403) {
      return new ApiRequestError(403, 'sanctions', mapped.body, mapped.message, { cause: error });
    }
    return mapped;
  }
  if (isKyError(error)) return new ApiRequestError(0, null, null, error.message, { cause: error });
  if (error instanceof TypeError) return new ApiRequestError(0, null, null, error.message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

async function call<S extends Schema>(
  method: Method,
  path: string,
  schema: S,
  options?: CallOptions,
): Promise<v.InferOutput<S>> {
  const response = await send(method, path, options);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ResponseShapeError(response.status, path, ['body is not JSON']);
  }
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new ResponseShapeError(
      response.status,
      path,
      result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`),
    );
  }
  return result.output;
}

/** linkClickParams are sent only when any exist (spec §2 / props.ts). */
function withLinkParams<T extends { linkClickParams?: Record<string, string> | null }>(body: T): T {
  const { linkClickParams, ...rest } = body;
  return linkClickParams && Object.keys(linkClickParams).length > 0 ? body : (rest as T);
}

type Input<S extends Schema> = v.InferInput<S>;
export type LoginBody = { cardNumber: string; cardCvv: string };
export type LoginResult = v.InferOutput<typeof LoginResponseSchema>;
export type RegisterBody = Omit<Input<typeof RegisterRequestSchema>, 'captchaResponse'>;
export type RegisterVirtualBody = Omit<Input<typeof RegisterVirtualRequestSchema>, 'captchaResponse'>;
export type HistoryBody = Input<typeof HistoryRequestSchema>;
export type HistoryDownloadBody = Input<typeof HistoryDownloadRequestSchema>;
export type AgreementSignBody = Input<typeof AgreementSignRequestSchema>;
export type ContactBody = Omit<Input<typeof ContactRequestSchema>, 'captchaResponse'>;

export interface CsvDownload {
  blob: Blob;
  fileName: string;
}

export const api = {
  /** POST /auth/card — captcha 'ind_login' first (spec §4 Login); 403 → ApiRequestError code 'sanctions'. */
  async login({ cardNumber, cardCvv }: LoginBody): Promise<LoginResult> {
    const captchaResponse = await captchaToken('ind_login');
    return call('post', PATHS.login, LoginResponseSchema, {
      json: { cardNumber: normaliseCardNumber(cardNumber), cardCvv: cardCvv.trim(), captchaResponse },
      context: { isLogin: true },
    });
  },

  /** POST /auth/refresh → a new {token, exp} (up to 12 h from login). */
  refresh(): Promise<Auth> {
    return call('post', PATHS.refresh, RefreshResponseSchema);
  },

  /** POST /auth/logout → 204; revokes the token on the server. */
  async logout(): Promise<void> {
    await send('post', PATHS.logout);
  },

  /** GET /card/info, or /card/info?refresh=true for the forced refresh. */
  cardInfo({ refresh = false }: { refresh?: boolean } = {}): Promise<CardInfo> {
    return call(
      'get',
      PATHS.cardInfo,
      CardInfoResponseSchema,
      refresh ? { searchParams: { refresh: 'true' } } : {},
    );
  },

  /** GET /card/balance */
  balance(): Promise<CardBalance> {
    return call('get', PATHS.balance, BalanceResponseSchema);
  },

  /** POST /card/isRegistered — cardNum is the emailed link's account id. */
  isRegistered(body: {
    cardNum: string;
    linkClickParams?: Record<string, string> | null;
  }): Promise<{ registered: boolean }> {
    return call('post', PATHS.isRegistered, IsRegisteredResponseSchema, { json: withLinkParams(body) });
  },

  /** POST /card/register — captcha 'ind_card_registration' first (spec §4 Registration). */
  async register(body: RegisterBody): Promise<{ needToUpdateInfo: boolean }> {
    const captchaResponse = await captchaToken('ind_card_registration');
    const json = {
      ...withLinkParams(body),
      cardNum: normaliseCardNumber(body.cardNum),
      phone: normalisePhone(body.phone),
      captchaResponse,
    };
    return call('post', PATHS.register, RegisterResponseSchema, { json });
  },

  /** POST /card/registerVirtualCard — captcha 'ind_card_registration' first. */
  async registerVirtualCard(body: RegisterVirtualBody): Promise<{ needToUpdateInfo: boolean }> {
    const captchaResponse = await captchaToken('ind_card_registration');
    const json = { ...withLinkParams(body), phone: normalisePhone(body.phone), captchaResponse };
    return call('post', PATHS.registerVirtual, RegisterVirtualResponseSchema, { json });
  },

  /** POST /card/freeze */
  freeze(body: { frozen: boolean }): Promise<{ frozen: boolean }> {
    return call('post', PATHS.freeze, FreezeResponseSchema, { json: body });
  },

  /** POST /card/pin/reset — the server sends the new PIN by SMS. */
  pinReset(): Promise<{ sent: boolean }> {
    return call('post', PATHS.pinReset, PinResetResponseSchema);
  },

  /** POST /card/activate → the refreshed card info. */
  activate(): Promise<CardInfo> {
    return call('post', PATHS.activate, ActivateResponseSchema);
  },

  /** POST /card/email/resend — captcha 'card_resend' with an 8 s timeout (spec §4 Resend). */
  async emailResend(body: { accountId: string }): Promise<{ sent: boolean }> {
    const captchaResponse = await captchaToken('card_resend', RESEND_CAPTCHA_TIMEOUT_MS);
    return call('post', PATHS.emailResend, EmailResendResponseSchema, { json: { ...body, captchaResponse } });
  },

  /** POST /card/txn/history — page 1-based, rows newest first. */
  history(body: HistoryBody): Promise<HistoryResponse> {
    return call('post', PATHS.history, HistoryResponseSchema, { json: body });
  },

  /** POST /card/txn/history/download (Accept text/csv) → the file and its name. */
  async historyDownload(body: HistoryDownloadBody): Promise<CsvDownload> {
    const response = await send('post', PATHS.historyDownload, {
      json: body,
      headers: { Accept: 'text/csv' },
    });
    const blob = await response.blob();
    const fileName = response.headers.get(CSV_FILENAME_HEADER)?.trim() || CSV_FALLBACK_FILENAME;
    return { blob, fileName };
  },

  /** POST /card/vv/agreement → acceptanceDate (null when not accepted). */
  agreement(body: { accountId: string }): Promise<{ acceptanceDate: string | null }> {
    return call('post', PATHS.agreement, AgreementResponseSchema, { json: body });
  },

  /** POST /card/vv/agreement/sign */
  agreementSign(body: AgreementSignBody): Promise<{ acceptanceDate: string }> {
    return call('post', PATHS.agreementSign, AgreementSignResponseSchema, { json: body });
  },

  /** POST /card/vv/getToken → a short-lived token for the card image. */
  getToken(body: { accountId: string }): Promise<{ token: string }> {
    return call('post', PATHS.getToken, GetTokenResponseSchema, { json: body });
  },

  /** The absolute URL of the virtual card image (GET /card/vv/image/{id}?token=…), for an <img>. */
  cardImageUrl(cardImageId: string, token: string): string {
    const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
    return new URL(apiUrl(cardImagePath(cardImageId, token)), base).href;
  },

  /** POST /support/contact — captcha 'ind_contact_form' first (spec §4 Contact form). */
  async contact(body: ContactBody): Promise<{ received: boolean }> {
    const captchaResponse = await captchaToken('ind_contact_form');
    const cardNumber = body.cardNumber ? normaliseCardNumber(body.cardNumber) : null;
    return call('post', PATHS.contact, ContactResponseSchema, {
      json: { ...body, cardNumber, captchaResponse },
    });
  },
};

export type Api = typeof api;
