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
  400: 'invalid_request (fields: field → message) or captcha_failed',
  401: 'login_failed (admin API and partner API: unauthorized; embed exchange: embed_token_expired, embed_token_used)',
  403: 'sanctions (login) or session_ended (partner API: partner_revoked, origin_not_allowed; card-data calls from another origin or site: cross_origin)',
  404: 'not_found',
  409: 'card_frozen, not_permitted, already_registered or contact_recently_changed (PIN reset, resend)',
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
  info: { title: string; version: string; description: string };
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
    for (const code of [...new Set([400, ...op.errors, 500, 503])].sort((a, b) => a - b)) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
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
      ...(op.auth === 'session' ? { security: [{ bearerAuth: [] }] } : {}),
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
        'Dates are MM/DD/YYYY. Errors are { code, message, fields? }; fields maps a request field to the message the form shows.',
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
    };
    for (const code of [...new Set([400, ...op.errors, 500, 503])].sort((a, b) => a - b)) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    paths[op.path] = {
      servers: [{ url: server }] as unknown as JsonObject,
      [op.method]: {
        operationId: name,
        summary: op.summary,
        tags: ['partner'],
        responses,
        ...(op.auth === 'partnerKey' ? { security: [{ partnerApiKey: [] }] } : {}),
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
