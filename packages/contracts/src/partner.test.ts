import * as v from 'valibot';
import { buildOpenApiDocument } from './openapi';
import {
  EMBED_SESSION_OPERATIONS,
  EmbedSessionRequestSchema,
  EmbedThemeSchema,
  OriginSchema,
  PARTNER_OPERATIONS,
  isEmbedSessionOperation,
} from './partner';

test('a theme takes a brand colour, a font family, a background and a radius, nothing else', () => {
  expect(
    v.safeParse(EmbedThemeSchema, { brandColor: '#0a7d4f', fontFamily: '"Inter", sans-serif', radius: 8 })
      .success,
  ).toBe(true);
  expect(v.safeParse(EmbedThemeSchema, {}).success).toBe(true);
  expect(v.safeParse(EmbedThemeSchema, { background: 'transparent' }).success).toBe(true);
  const refused = [
    { brandColor: 'red' },
    { brandColor: '#fff' },
    { brandColor: '#0a7d4f; background: url(x)' },
    { fontFamily: 'x; } body { display: none' },
    { fontFamily: 'a'.repeat(121) },
    { radius: 25 },
    { radius: -1 },
    { radius: 2.5 },
    { radius: '8px' },
    { background: '#ffffff' },
    { background: 'url(https://evil.example/x.png)' },
    { heading: 'Your card from us' },
  ];
  for (const theme of refused)
    expect([theme, v.safeParse(EmbedThemeSchema, theme).success]).toEqual([theme, false]);
});

test('an embed session is asked for by externalRef or accountId, exactly one', () => {
  expect(v.safeParse(EmbedSessionRequestSchema, { externalRef: 'member-42' }).success).toBe(true);
  expect(v.safeParse(EmbedSessionRequestSchema, { accountId: 'abcdefghijklmnopqrstuvwx' }).success).toBe(
    true,
  );
  expect(v.safeParse(EmbedSessionRequestSchema, {}).success).toBe(false);
  expect(
    v.safeParse(EmbedSessionRequestSchema, { externalRef: 'm', accountId: 'abcdefghijklmnopqrstuvwx' })
      .success,
  ).toBe(false);
  expect(v.safeParse(EmbedSessionRequestSchema, { externalRef: 'has space' }).success).toBe(false);
});

test('partner origins are bare origins', () => {
  expect(v.safeParse(OriginSchema, 'https://rewards.partner.example').success).toBe(true);
  expect(v.safeParse(OriginSchema, 'http://127.0.0.1:8195').success).toBe(true);
  for (const bad of ['https://p.example/', 'https://p.example/page', 'ftp://p.example', 'p.example', '*'])
    expect([bad, v.safeParse(OriginSchema, bad).success]).toEqual([bad, false]);
});

test('an embed session is good for the virtual-card screen only: no freeze, history, PIN or registration', () => {
  expect([...EMBED_SESSION_OPERATIONS].sort()).toEqual(
    ['agreement', 'agreementSign', 'cardImage', 'cardDetails', 'emailResend', 'getToken'].sort(),
  );
  for (const name of ['freeze', 'history', 'pinReset', 'cardInfo', 'registerVirtualCard', 'isRegistered'])
    expect(isEmbedSessionOperation(name)).toBe(false);
});

test('the partner API is in the OpenAPI document, under its own server', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'https://cards.example/api/ind/v1' });
  for (const [name, op] of Object.entries(PARTNER_OPERATIONS)) {
    const item = doc.paths[op.path] as Record<string, unknown>;
    expect(item.servers).toEqual([{ url: 'https://cards.example/api/partner/v1' }]);
    expect((item.post as { operationId: string }).operationId).toBe(name);
  }
  expect(doc.components.securitySchemes.partnerApiKey).toBeDefined();
});
