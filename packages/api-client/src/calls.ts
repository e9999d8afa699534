// The api-client's calls, derived from the operation table of contracts (OPERATIONS): one
// generic `call(name, input)` sends the table's method to the table's path, gets the captcha token
// of the table's action first, and parses the answer with the table's response schema (an answer
// that does not match is an error). `api` below only adds what a form hands over differently
// (normalised card numbers and phones, linkClickParams left out when empty).
import * as v from 'valibot';
import { isHTTPError, isKyError, type Options } from 'ky';
import {
  CSV_FALLBACK_FILENAME,
  CSV_FILENAME_HEADER,
  OPERATIONS,
  cardImagePath,
  fillPath,
  normaliseCardNumber,
  normalisePhone,
  type CaptchaAction,
  type OperationName,
  type Operation,
  type Operations,
  type QueryInputOf,
  type RequestOf,
  type ResponseOf,
} from '@portal/contracts';
import { captchaToken } from './captcha';
import { ApiRequestError, ResponseShapeError } from './errors';
import { http, type CallContext } from './http';
import { apiUrl, settings } from './settings';

/** spec §4 Resend: the captcha (action card_resend) has an 8 second timeout. */
export const RESEND_CAPTCHA_TIMEOUT_MS = 8000;
const CAPTCHA_TIMEOUT_MS: Partial<Record<CaptchaAction, number>> = { card_resend: RESEND_CAPTCHA_TIMEOUT_MS };

/** The body a caller hands over: the table's request without the captcha token the call adds itself. */
export type BodyOf<N extends OperationName> =
  RequestOf<N> extends undefined ? undefined : Omit<Exclude<RequestOf<N>, undefined>, 'captchaResponse'>;

export interface CallInput<N extends OperationName> {
  json?: BodyOf<N>;
  query?: QueryInputOf<N> & Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Send operation `name` as the table says; HTTP and network failures become ApiRequestError. */
async function send<N extends OperationName>(name: N, input: CallInput<N> = {}): Promise<Response> {
  const op: Operation = OPERATIONS[name];
  // spec §8: the login call's 403 (sanctions or failed captcha) is the sanctions block, not a session end
  const context: CallContext = { isLogin: name === 'login' };
  const kyOptions: Options = { method: op.method, context: { ...context } };
  let json: unknown = input.json;
  if (op.captcha) {
    const captchaResponse = await captchaToken(op.captcha, CAPTCHA_TIMEOUT_MS[op.captcha]);
    json = { ...(json as object), captchaResponse };
  }
  if (json !== undefined) kyOptions.json = json;
  if (input.query) kyOptions.searchParams = input.query;
  kyOptions.headers = { Accept: 'application/json', ...input.headers };
  try {
    const client = await http();
    return await client(apiUrl(fillPath(op.path, input.params)), kyOptions);
  } catch (error) {
    throw toApiError(error, context);
  }
}

function toApiError(error: unknown, context: CallContext): Error {
  if (isHTTPError(error)) {
    const mapped = ApiRequestError.fromResponse(error.response.status, error.data);
    if (context.isLogin && error.response.status === 403) {
      return new ApiRequestError(403, 'sanctions', mapped.body, mapped.message, { cause: error });
    }
    return mapped;
  }
  if (isKyError(error)) return new ApiRequestError(0, null, null, error.message, { cause: error });
  if (error instanceof TypeError) return new ApiRequestError(0, null, null, error.message, { cause: error });
  // the browser could not download ky itself (http.ts): the network, as for a failed call
  if (error instanceof Error && error.name === 'ChunkLoadError')
    return new ApiRequestError(0, null, null, error.message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/** Call operation `name` and parse its JSON answer with the table's response schema (none: void). */
export async function call<N extends OperationName>(name: N, input?: CallInput<N>): Promise<ResponseOf<N>> {
  const response = await send(name, input);
  const schema = (OPERATIONS[name] as Operation).response;
  if (!schema) return undefined as ResponseOf<N>;
  const path = OPERATIONS[name].path;
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
  return result.output as ResponseOf<N>;
}

/** linkClickParams are sent only when any exist (spec §2 / props.ts). */
function withLinkParams<T extends { linkClickParams?: Record<string, string> | null }>(body: T): T {
  const { linkClickParams, ...rest } = body;
  return linkClickParams && Object.keys(linkClickParams).length > 0 ? body : (rest as T);
}

export type LoginBody = { cardNumber: string; cardCvv: string };
export type LoginResult = ResponseOf<'login'>;
export type RegisterBody = BodyOf<'register'>;
export type RegisterVirtualBody = BodyOf<'registerVirtualCard'>;
export type HistoryBody = BodyOf<'history'>;
export type HistoryDownloadBody = BodyOf<'historyDownload'>;
export type AgreementSignBody = BodyOf<'agreementSign'>;
export type ContactBody = BodyOf<'contact'>;

export interface CsvDownload {
  blob: Blob;
  fileName: string;
}

/** Operations with path parameters are URLs for an element (the card image), not calls. */
type Callable = { [N in OperationName]: Operations[N] extends { params: object } ? never : N }[OperationName];
/** A GET takes its query, a POST its body (without the captcha token), an operation with neither nothing. */
type InputOf<N extends OperationName> = Operations[N]['method'] extends 'get' ? QueryInputOf<N> : BodyOf<N>;
export type GeneratedCalls = {
  [N in Callable]: InputOf<N> extends undefined
    ? () => Promise<ResponseOf<N>>
    : (input: InputOf<N>) => Promise<ResponseOf<N>>;
};

/** One call per operation of the table, straight from it: a new operation is a client call with no edit here. */
const generated = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[])
    .filter((name) => !('params' in OPERATIONS[name]))
    .map((name) => [
      name,
      (input?: object) =>
        call(
          name,
          (input === undefined
            ? {}
            : OPERATIONS[name].method === 'get'
              ? { query: input }
              : { json: input }) as CallInput<typeof name>,
        ),
    ]),
) as unknown as GeneratedCalls;

/** The table's calls, and where a form hands over something differently, the call that adapts it. */
export const api = {
  ...generated,
  /** POST /auth/card — captcha 'ind_login' first (spec §4 Login); 403 → ApiRequestError code 'sanctions'. */
  login: ({ cardNumber, cardCvv }: LoginBody) =>
    call('login', { json: { cardNumber: normaliseCardNumber(cardNumber), cardCvv: cardCvv.trim() } }),
  /** GET /card/info, or /card/info?refresh=true for the forced refresh. */
  cardInfo: ({ refresh = false }: { refresh?: boolean } = {}) =>
    call('cardInfo', refresh ? { query: { refresh: 'true' } } : {}),
  /** POST /card/isRegistered — cardNum is the emailed link's account id. */
  isRegistered: (body: BodyOf<'isRegistered'>) => call('isRegistered', { json: withLinkParams(body) }),
  /** POST /card/register — captcha 'ind_card_registration' first (spec §4 Registration). */
  register: (body: RegisterBody) =>
    call('register', {
      json: {
        ...withLinkParams(body),
        cardNum: normaliseCardNumber(body.cardNum),
        phone: normalisePhone(body.phone),
      },
    }),
  /** POST /card/registerVirtualCard — captcha 'ind_card_registration' first. */
  registerVirtualCard: (body: RegisterVirtualBody) =>
    call('registerVirtualCard', { json: { ...withLinkParams(body), phone: normalisePhone(body.phone) } }),
  /** POST /card/txn/history/download (Accept text/csv) → the file and its name. */
  async historyDownload(body: HistoryDownloadBody): Promise<CsvDownload> {
    const response = await send('historyDownload', { json: body, headers: { Accept: 'text/csv' } });
    const blob = await response.blob();
    const fileName = response.headers.get(CSV_FILENAME_HEADER)?.trim() || CSV_FALLBACK_FILENAME;
    return { blob, fileName };
  },
  /**
   * The absolute URL of the virtual card image, for an <img>: {program.imageHost}/{id}?token=…
   * when the programme names an image host, else GET /card/vv/image/{id} of the API.
   */
  cardImageUrl(cardImageId: string, token: string): string {
    // a path-only image host is on the API's origin (a partner page's own origin is not the portal's)
    const page = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
    const base = new URL(settings.apiBaseUrl, page).href;
    const url = settings.imageHost
      ? `${settings.imageHost}/${encodeURIComponent(cardImageId)}?token=${encodeURIComponent(token)}`
      : apiUrl(cardImagePath(cardImageId, token));
    return new URL(url, base).href;
  },
  /** The URL of a legal document's PDF (GET /legal/{file}), rendered by the server from the programme's values: absolute in the browser. */
  legalPdfUrl(fileName: string): string {
    const url = apiUrl(fillPath(OPERATIONS.legalPdf.path, { document: fileName }));
    // a server render (a remote's static page) has no page to resolve against: the URL as the
    // runtime config gives it (root-relative on the portal), which the browser resolves
    return typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;
  },
  /** POST /support/contact — captcha 'ind_contact_form' first (spec §4 Contact form). */
  contact: (body: ContactBody) =>
    call('contact', {
      json: { ...body, cardNumber: body.cardNumber ? normaliseCardNumber(body.cardNumber) : null },
    }),
};

export type Api = typeof api;
