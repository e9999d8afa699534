// The OpenAPI 3.1 document of /api/ind/v1, generated from the valibot schemas of api.ts so the
// document cannot drift from what the server accepts. JSON Schema cannot express checks such as
// Luhn, the age rule or the history range rule, nor transforms (trimming, digits-only); those
// are left out of the document (errorMode 'ignore') and described in the operation texts.
import * as v from 'valibot';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import * as api from './api';
import { OPERATION_NAMES, operation as operationOf } from './operations';
import {
  PARTNER_BASE_PATH,
  PARTNER_OPERATIONS,
  PARTNER_OPERATION_NAMES,
  type PartnerOperation,
} from './partner';

/** Which error codes each HTTP status carries (see ERROR_CODES). */
const STATUS_TEXT: Record<number, string> = {
  400: 'invalid_request (fields: field → message key) or captcha_failed',
  401: 'login_failed (admin API and partner API: unauthorized; embed exchange: embed_token_expired, embed_token_used)',
  403: 'sanctions (login) or session_ended (partner API: partner_revoked, origin_not_allowed; card-data calls from another origin or site: cross_origin)',
  404: 'not_found',
  409: 'card_frozen, not_permitted, already_registered or contact_recently_changed (PIN reset, resend, replacement)',
  410: 'link_expired',
  413: 'invalid_request (fields.body): the body is larger than the server accepts',
  415: 'invalid_request (fields.body): the body is not sent as application/json',
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

/**
 * The error answers of a call, each an ApiError: 400, 500 and 503 for every call, 413 and 415 for a
 * call that takes a body (the server's body limit and its JSON-only parser answer them before the
 * handler runs), and the call's own.
 */
function errorResponses(errors: readonly number[], takesBody: boolean): Record<string, JsonObject> {
  const codes = [400, ...(takesBody ? [413, 415] : []), ...errors, 500, 503];
  const responses: Record<string, JsonObject> = {};
  for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
    responses[String(code)] = {
      description: STATUS_TEXT[code] ?? 'error',
      content: { 'application/json': { schema: errorRef } },
    };
  }
  return responses;
}

/** The OpenAPI parameters of a query or path object schema (its description pipes included). */
function parametersOf(schema: v.GenericSchema | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonObject> };
}

const errorRef = { $ref: '#/components/schemas/ApiError' };

/** Build the OpenAPI 3.1 document of every operation of the table (./operations.ts). */
export function buildOpenApiDocument(
  options: { version?: string; serverUrl?: string } = {},
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const key of OPERATION_NAMES) {
    const op = operationOf(key);
    const { path } = op;
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
    Object.assign(responses, errorResponses(op.errors, Boolean(op.request)));
    const parameters: JsonObject[] = [
      ...parametersOf(op.params, 'path'),
      ...parametersOf(op.query, 'query'),
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
      // the other kinds carry their proof in the body or the query, not in an HTTP scheme
      security: op.auth === 'session' ? [{ bearerAuth: [] }] : [],
      'x-portal-auth': op.auth,
      ...(op.rateLimit ? { 'x-portal-rate-limit': op.rateLimit } : {}),
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
  Object.assign(paths, partnerPaths(options.serverUrl ?? api.API_BASE_PATH));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prepaid card holder portal API',
      version: options.version ?? '1.0.0',
      description:
        'Dates are MM/DD/YYYY. Errors are { code, message, fields? }; fields maps a request field to the key of the message the form shows (fieldInvalid or fieldRequired when its rule has none); message is English for developers.',
      // the API is not offered for reuse (the portal is a private package): said, not left unstated
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl ?? api.API_BASE_PATH }],
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(api.ApiErrorSchema) },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        partnerApiKey: {
          type: 'http',
          scheme: 'bearer',
          description: "a partner's API key (partner create)",
        },
      },
    },
  };
}

/**
 * The partner API's paths (contracts PARTNER_OPERATIONS), each under its own server
 * (/api/partner/v1 beside the cardholders' /api/ind/v1: a path-level `servers` of OpenAPI 3.1).
 */
function partnerPaths(serverUrl: string): OpenApiDocument['paths'] {
  const server = serverUrl.endsWith(api.API_BASE_PATH)
    ? `${serverUrl.slice(0, -api.API_BASE_PATH.length)}${PARTNER_BASE_PATH}`
    : PARTNER_BASE_PATH;
  const paths: OpenApiDocument['paths'] = {};
  for (const name of PARTNER_OPERATION_NAMES) {
    const op: PartnerOperation = PARTNER_OPERATIONS[name];
    const responses: Record<string, JsonObject> = {
      '200': { description: 'OK', content: { 'application/json': { schema: jsonSchemaOf(op.response) } } },
      ...errorResponses(op.errors, true),
    };
    paths[op.path] = {
      servers: [{ url: server }] as unknown as JsonObject,
      [op.method]: {
        operationId: name,
        summary: op.summary,
        tags: ['partner'],
        responses,
        security: op.auth === 'partnerKey' ? [{ partnerApiKey: [] }] : [],
        'x-portal-auth': op.auth,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(op.request) } },
        },
      },
    };
  }
  return paths;
}
