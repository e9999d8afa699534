import { buildOpenApiDocument, openApiPath } from './openapi';
import { API_BASE_PATH } from './api';
import { OPERATIONS, PATHS } from './operations';

const doc = buildOpenApiDocument();
type Operation = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
  parameters: { name: string; in: string }[];
};
const op = (key: keyof typeof PATHS) =>
  doc.paths[openApiPath(PATHS[key])]?.[OPERATIONS[key].method] as Operation | undefined;
const requestSchema = (key: keyof typeof PATHS) => op(key)?.requestBody?.content['application/json']?.schema;

test('the document is OpenAPI 3.1.0 and survives a JSON round trip', () => {
  const json = JSON.stringify(doc);
  const parsed = JSON.parse(json) as { openapi: string; servers: { url: string }[] };
  expect(parsed.openapi).toBe('3.1.0');
  expect(parsed.servers).toEqual([{ url: API_BASE_PATH }]);
  expect(parsed).toEqual(doc);
});

test.each(Object.entries(PATHS))('path %s (%s) is in the document with its method', (key, path) => {
  const operation = op(key as keyof typeof PATHS);
  expect(operation).toBeDefined();
  expect(Object.keys(doc.paths)).toContain(openApiPath(path));
});

test.each(Object.keys(PATHS))('%s answers errors with the ApiError schema', (key) => {
  const operation = op(key as keyof typeof PATHS);
  expect(operation?.responses['400']?.content?.['application/json']?.schema).toEqual({
    $ref: '#/components/schemas/ApiError',
  });
  expect(operation?.responses['500']).toBeDefined();
});

test('the ApiError schema lists every error code', () => {
  const error = doc.components.schemas.ApiError as {
    properties: { code: { enum: string[] } };
    required: string[];
  };
  expect(error.properties.code.enum).toContain('invalid_request');
  expect(error.properties.code.enum).toContain('sanctions');
  expect(error.required).toEqual(['code', 'message']);
});

test('request bodies carry the form rules JSON Schema can express', () => {
  expect(requestSchema('login')).toMatchObject({
    type: 'object',
    required: ['cardNumber', 'cardCvv', 'captchaResponse'],
    properties: { cardNumber: { type: 'string', maxLength: 19 }, cardCvv: { pattern: '^\\d{3}$' } },
  });
  expect(requestSchema('register')).toMatchObject({
    properties: {
      firstName: { maxLength: 30 },
      address1: { maxLength: 40, minLength: 4 },
      city: { maxLength: 20 },
    },
  });
  expect(requestSchema('history')).toMatchObject({
    required: ['startDate', 'endDate', 'page', 'txnPerPage'],
    properties: {
      startDate: { pattern: '^\\d{2}\\/\\d{2}\\/\\d{4}$' },
      page: { type: 'integer', minimum: 1 },
    },
  });
  expect(requestSchema('contact')).toMatchObject({
    properties: { inquiryType: { enum: ['Card Balance', 'Card Use', 'Technical problems'] } },
  });
});

test('every call with a body schema has a request body, and calls without one have none', () => {
  for (const key of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
    expect([key, Boolean(op(key)?.requestBody)]).toEqual([key, Boolean('request' in OPERATIONS[key])]);
  }
});

test('responses: JSON schemas, the CSV export and the card image', () => {
  expect(op('history')?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
    required: ['transactions', 'page', 'txnCount'],
  });
  expect(op('historyDownload')?.responses['200']?.content).toHaveProperty('text/csv');
  expect(op('cardImage')?.responses['200']?.content).toHaveProperty('image/svg+xml');
  expect(op('logout')?.responses['204']).toBeDefined();
});

test('card calls need the bearer token, the others say they need no scheme', () => {
  expect(op('balance')?.security).toEqual([{ bearerAuth: [] }]);
  expect(op('history')?.security).toEqual([{ bearerAuth: [] }]);
  expect(op('login')?.security).toEqual([]);
  expect(op('contact')?.security).toEqual([]);
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('every operation states its security, the partner API included', () => {
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method !== 'servers')
        expect([operation.operationId, Array.isArray(operation.security)]).toEqual([
          operation.operationId,
          true,
        ]);
    }
  }
});

test('a call that takes a body documents the 413 and 415 the server answers before its handler', () => {
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'servers') continue;
      const responses = operation.responses as Record<string, { content?: Record<string, unknown> }>;
      const codes = ['413', '415'].filter((code) => code in responses);
      expect([operation.operationId, codes]).toEqual([
        operation.operationId,
        operation.requestBody ? ['413', '415'] : [],
      ]);
      for (const code of codes) {
        expect(responses[code]?.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
        });
      }
    }
  }
});

test('the document names its licence', () => {
  expect(doc.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
});

test('the card image path parameter is in OpenAPI form', () => {
  expect(openApiPath(PATHS.cardImage)).toBe('/card/vv/image/{cardImageId}');
  expect(op('cardImage')?.parameters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'cardImageId', in: 'path' }),
      expect.objectContaining({ name: 'token', in: 'query' }),
    ]),
  );
});

test('server URL and version can be set', () => {
  const custom = buildOpenApiDocument({ version: '2.0.0', serverUrl: 'https://api.example.com/api/ind/v1' });
  expect(custom.info.version).toBe('2.0.0');
  expect(custom.servers[0]?.url).toBe('https://api.example.com/api/ind/v1');
});
