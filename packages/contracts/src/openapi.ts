// The OpenAPI 3.1 document of /api/ind/v1, generated from the valibot schemas of api.ts so the
// document cannot drift from what the server accepts. JSON Schema cannot express checks such as
// Luhn, the age rule or the history range rule, nor transforms (trimming, digits-only); those
// are left out of the document (errorMode 'ignore') and described in the operation texts.
import * as v from 'valibot';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import * as api from './api';

type HttpMethod = 'get' | 'post';

/** One operation of the API, keyed like PATHS. */
export interface ApiOperation {
  method: HttpMethod;
  summary: string;
  /** needs `Authorization: Bearer <token>` */
  auth: boolean;
  /** the captcha action whose token goes in the body's captchaResponse */
  captcha?: api.CaptchaAction;
  request?: v.GenericSchema;
  /** JSON response schema; absent for 204 or non-JSON responses */
  response?: v.GenericSchema;
  /** success status, 200 unless told */
  status?: 200 | 204;
  /** a non-JSON success body */
  produces?: 'text/csv' | 'image/svg+xml';
  query?: { name: string; required: boolean; description: string; schema: JsonSchema }[];
  /** error statuses this call may answer, besides 400/500/503 which every call may */
  errors: number[];
}

/** Every call of PATHS with its method, schemas and errors. Typed so that no path can be left out. */
export const API_OPERATIONS: Record<keyof typeof api.PATHS, ApiOperation> = {
  login: {
    method: 'post',
    summary: 'Log in with card number and CVV (spec §7 POST /auth/card). A frozen card gets auth null.',
    auth: false,
    captcha: 'ind_login',
    request: api.LoginRequestSchema,
    response: api.LoginResponseSchema,
    errors: [401, 403, 429],
  },
  refresh: {
    method: 'post',
    summary: 'A new token, up to 12 hours from login.',
    auth: true,
    response: api.RefreshResponseSchema,
    errors: [403],
  },
  logout: { method: 'post', summary: 'Revoke the session.', auth: true, status: 204, errors: [403] },
  cardInfo: {
    method: 'get',
    summary: 'Card info of the logged-in card.',
    auth: true,
    response: api.CardInfoResponseSchema,
    query: [
      {
        name: 'refresh',
        required: false,
        description: 'true forces a refresh from the card ledger',
        schema: { type: 'boolean' },
      },
    ],
    errors: [403],
  },
  balance: {
    method: 'get',
    summary: 'Balance of the logged-in card.',
    auth: true,
    response: api.BalanceResponseSchema,
    errors: [403],
  },
  isRegistered: {
    method: 'post',
    summary: 'Whether the card of an emailed link is registered.',
    auth: false,
    request: api.IsRegisteredRequestSchema,
    response: api.IsRegisteredResponseSchema,
    errors: [404],
  },
  register: {
    method: 'post',
    summary: 'Register a physical card. Card number Luhn + Visa, age 18..120 are checked too.',
    auth: false,
    captcha: 'ind_card_registration',
    request: api.RegisterRequestSchema,
    response: api.RegisterResponseSchema,
    errors: [401, 409, 429],
  },
  registerVirtual: {
    method: 'post',
    summary: 'Register a virtual card from its emailed link.',
    auth: false,
    captcha: 'ind_card_registration',
    request: api.RegisterVirtualRequestSchema,
    response: api.RegisterVirtualResponseSchema,
    errors: [404, 409, 410],
  },
  freeze: {
    method: 'post',
    summary: 'Freeze the card (unfreezing is only by phone).',
    auth: true,
    request: api.FreezeRequestSchema,
    response: api.FreezeResponseSchema,
    errors: [403, 409],
  },
  pinReset: {
    method: 'post',
    summary: 'Reset the PIN; the new PIN goes by SMS to the registered mobile number.',
    auth: true,
    response: api.PinResetResponseSchema,
    errors: [403, 409],
  },
  activate: {
    method: 'post',
    summary: 'Activate the card when its permissions allow it.',
    auth: true,
    response: api.ActivateResponseSchema,
    errors: [403, 409],
  },
  emailResend: {
    method: 'post',
    summary: 'Resend the virtual card link to the registered email.',
    auth: false,
    captcha: 'card_resend',
    request: api.EmailResendRequestSchema,
    response: api.EmailResendResponseSchema,
    errors: [404],
  },
  history: {
    method: 'post',
    summary:
      'Posted transactions in a range: MM/DD/YYYY, end not before start, under 92 days, 20 years back to today.',
    auth: true,
    request: api.HistoryRequestSchema,
    response: api.HistoryResponseSchema,
    errors: [403],
  },
  historyDownload: {
    method: 'post',
    summary: 'The same range as CSV; the file name is in the X-Content-Filename header.',
    auth: true,
    request: api.HistoryDownloadRequestSchema,
    produces: 'text/csv',
    errors: [403],
  },
  agreement: {
    method: 'post',
    summary: 'Acceptance date of the virtual card agreement (null when not accepted).',
    auth: false,
    request: api.AgreementRequestSchema,
    response: api.AgreementResponseSchema,
    errors: [404],
  },
  agreementSign: {
    method: 'post',
    summary: 'Accept the virtual card agreement and e-sign consent.',
    auth: false,
    request: api.AgreementSignRequestSchema,
    response: api.AgreementSignResponseSchema,
    errors: [404, 409],
  },
  getToken: {
    method: 'post',
    summary: 'A short-lived token for the virtual card image.',
    auth: false,
    request: api.GetTokenRequestSchema,
    response: api.GetTokenResponseSchema,
    errors: [404, 410],
  },
  cardImage: {
    method: 'get',
    summary: 'The rendered virtual card image.',
    auth: false,
    produces: 'image/svg+xml',
    query: [{ name: 'token', required: true, description: 'from getToken', schema: { type: 'string' } }],
    errors: [403, 404, 410],
  },
  contact: {
    method: 'post',
    summary: 'Send a support request.',
    auth: false,
    captcha: 'ind_contact_form',
    request: api.ContactRequestSchema,
    response: api.ContactResponseSchema,
    errors: [429],
  },
  captchaChallenge: {
    method: 'get',
    summary: 'An altcha proof-of-work challenge.',
    auth: false,
    response: api.CaptchaChallengeSchema,
    errors: [],
  },
};

/** Which error codes each HTTP status carries (see ERROR_CODES). */
const STATUS_TEXT: Record<number, string> = {
  400: 'invalid_request (fields: field → message) or captcha_failed',
  401: 'login_failed (admin API: unauthorized)',
  403: 'sanctions (login) or session_ended',
  404: 'not_found',
  409: 'card_frozen, not_permitted or already_registered',
  410: 'link_expired',
  429: 'locked',
  500: 'internal',
  503: 'unavailable',
};

/** JSON Schema of a valibot schema, as OpenAPI 3.1 embeds it (no $schema key). */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' });
  const { $schema: _ignored, ...rest } = converted;
  return rest;
}

/** '/card/vv/image/:cardImageId' → '/card/vv/image/{cardImageId}' */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

type JsonObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonObject> };
}

const errorRef = { $ref: '#/components/schemas/ApiError' };

/** Build the OpenAPI 3.1 document of every path in PATHS. */
export function buildOpenApiDocument(
  options: { version?: string; serverUrl?: string } = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, path] of Object.entries(api.PATHS) as [keyof typeof api.PATHS, string][]) {
    const op = API_OPERATIONS[key];
    const status = op.status ?? 200;
    const responses: Record<string, JsonObject> = {};
    if (op.produces) {
      responses[String(status)] = {
        description: 'OK',
        content: { [op.produces]: { schema: { type: 'string' } } },
        ...(op.produces === 'text/csv'
          ? { headers: { [api.CSV_FILENAME_HEADER]: { schema: { type: 'string' } } } }
          : {}),
      };
    } else if (op.response) {
      responses[String(status)] = {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchemaOf(op.response) } },
      };
    } else {
      responses[String(status)] = { description: 'No content' };
    }
    for (const code of [...new Set([400, ...op.errors, 500, 503])].sort((a, b) => a - b)) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const parameters: JsonObject[] = [
      ...[...path.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(op.query ?? []).map((q) => ({ ...q, in: 'query' })),
      {
        name: 'X-Correlation-Id',
        in: 'header',
        required: false,
        description: 'per-session id plus an incrementing counter',
        schema: { type: 'string' },
      },
    ];
    const operation: JsonObject = {
      operationId: key,
      summary: op.summary,
      parameters,
      responses,
      ...(op.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(op.captcha ? { description: `captchaResponse: a captcha token for action '${op.captcha}'.` } : {}),
      ...(op.request
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(op.request) } },
            },
          }
        : {}),
    };
    const route = openApiPath(path);
    paths[route] = { ...paths[route], [op.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prepaid card holder portal API',
      version: options.version ?? '1.0.0',
      description:
        'Dates are MM/DD/YYYY. Errors are { code, message, fields? }; fields maps a request field to the message the form shows.',
    },
    servers: [{ url: options.serverUrl ?? api.API_BASE_PATH }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(api.ApiErrorSchema) },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
