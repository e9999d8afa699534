// OpenAPI 3.1 document of /api/ind/v1, generated from the contracts' valibot schemas.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import * as c from '@portal/contracts';

type Op = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  request?: v.GenericSchema;
  response?: v.GenericSchema;
  responseType?: string;
  auth?: 'session' | 'link' | 'none';
  errors: number[];
};

function schema(s: v.GenericSchema): Record<string, unknown> {
  return toJsonSchema(s, { errorMode: 'ignore', target: 'draft-2020-12' }) as Record<string, unknown>;
}

const OPS: Op[] = [
  { method: 'post', path: c.PATHS.login, summary: 'Log in with card number and CVV', request: c.LoginRequestSchema, response: c.LoginResponseSchema, auth: 'none', errors: [400, 401, 403, 429] },
  { method: 'post', path: c.PATHS.refresh, summary: 'Extend the session (up to 12 h from login)', response: c.RefreshResponseSchema, auth: 'session', errors: [403] },
  { method: 'post', path: c.PATHS.logout, summary: 'Revoke the session', auth: 'session', errors: [403] },
  { method: 'get', path: c.PATHS.cardInfo, summary: 'Card information of the session card', response: c.CardInfoResponseSchema, auth: 'session', errors: [403] },
  { method: 'get', path: c.PATHS.balance, summary: 'Balance of the session card', response: c.BalanceResponseSchema, auth: 'session', errors: [403] },
  { method: 'post', path: c.PATHS.isRegistered, summary: 'Is the card of an emailed link registered', request: c.IsRegisteredRequestSchema, response: c.IsRegisteredResponseSchema, auth: 'link', errors: [400, 404] },
  { method: 'post', path: c.PATHS.register, summary: 'Register a physical card', request: c.RegisterRequestSchema, response: c.RegisterResponseSchema, auth: 'none', errors: [400, 401, 409, 429] },
  { method: 'post', path: c.PATHS.registerVirtual, summary: 'Register a virtual card', request: c.RegisterVirtualRequestSchema, response: c.RegisterVirtualResponseSchema, auth: 'link', errors: [400, 404, 410] },
  { method: 'post', path: c.PATHS.freeze, summary: 'Freeze the card', request: c.FreezeRequestSchema, response: c.FreezeResponseSchema, auth: 'session', errors: [400, 403, 409] },
  { method: 'post', path: c.PATHS.pinReset, summary: 'Reset the PIN (sent by SMS)', response: c.PinResetResponseSchema, auth: 'session', errors: [403, 409] },
  { method: 'post', path: c.PATHS.activate, summary: 'Activate the card', response: c.ActivateResponseSchema, auth: 'session', errors: [403, 409] },
  { method: 'post', path: c.PATHS.emailResend, summary: 'Email a fresh virtual-card link to the registered address', request: c.EmailResendRequestSchema, response: c.EmailResendResponseSchema, auth: 'link', errors: [400, 404, 409, 429] },
  { method: 'post', path: c.PATHS.history, summary: 'Transaction history, newest first', request: c.HistoryRequestSchema, response: c.HistoryResponseSchema, auth: 'session', errors: [400, 403] },
  { method: 'post', path: c.PATHS.historyDownload, summary: 'Transaction history as CSV', request: c.HistoryDownloadRequestSchema, responseType: 'text/csv', auth: 'session', errors: [400, 403] },
  { method: 'post', path: c.PATHS.agreement, summary: 'Virtual-card agreement status', request: c.AgreementRequestSchema, response: c.AgreementResponseSchema, auth: 'link', errors: [400, 404] },
  { method: 'post', path: c.PATHS.agreementSign, summary: 'Accept the virtual-card agreement (e-sign)', request: c.AgreementSignRequestSchema, response: c.AgreementSignResponseSchema, auth: 'link', errors: [400, 404, 410] },
  { method: 'post', path: c.PATHS.getToken, summary: 'Short-lived token for the card image', request: c.GetTokenRequestSchema, response: c.GetTokenResponseSchema, auth: 'link', errors: [400, 404, 409, 410] },
  { method: 'get', path: '/card/vv/image/{cardImageId}', summary: 'The virtual card image (SVG)', responseType: 'image/svg+xml', auth: 'none', errors: [400, 410] },
  { method: 'post', path: c.PATHS.contact, summary: 'Contact customer service', request: c.ContactRequestSchema, response: c.ContactResponseSchema, auth: 'none', errors: [400, 429] },
  { method: 'get', path: c.PATHS.captchaChallenge, summary: 'A proof-of-work captcha challenge', response: c.CaptchaChallengeSchema, auth: 'none', errors: [400, 404] },
];

export function buildOpenApi(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = schema(c.ApiErrorSchema);
  for (const op of OPS) {
    const responses: Record<string, unknown> = {};
    if (op.response) {
      responses['200'] = { description: 'OK', content: { 'application/json': { schema: schema(op.response) } } };
    } else if (op.responseType) {
      responses['200'] = { description: 'OK', content: { [op.responseType]: { schema: { type: 'string' } } } };
    } else {
      responses['204'] = { description: 'No content' };
    }
    for (const status of [...op.errors, 503]) {
      responses[String(status)] = { description: 'Error', content: { 'application/json': { schema: errorSchema } } };
    }
    const parameters: unknown[] = [{ name: 'X-Correlation-Id', in: 'header', required: false, schema: { type: 'string' } }];
    if (op.path.includes('{cardImageId}')) {
      parameters.push({ name: 'cardImageId', in: 'path', required: true, schema: { type: 'string' } });
      parameters.push({ name: 'token', in: 'query', required: true, schema: { type: 'string' } });
    }
    if (op.path === c.PATHS.cardInfo) parameters.push({ name: 'refresh', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } });
    if (op.path === c.PATHS.captchaChallenge) parameters.push({ name: 'action', in: 'query', required: false, schema: { type: 'string', enum: [...c.CAPTCHA_ACTIONS] } });
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        parameters,
        ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.request) } } } } : {}),
        ...(op.auth === 'session' ? { security: [{ bearer: [] }] } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cardholder portal API', version: '1.0.0', description: 'The /api/ind/v1 service of the prepaid cardholder portal.' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
