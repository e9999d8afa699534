import { encodeBase64Param } from './base64-param';
import { PORTAL_ROUTES, redactPortalPath } from './routes';

const ACCOUNT = 'AbCdEf123456789012345678';
const IMAGE = 'img-42/ü';
const EMAIL = 'ada+card@example.com';

describe('PORTAL_ROUTES: the pages of spec §2', () => {
  test('static pages', () => {
    expect(PORTAL_ROUTES).toMatchObject({
      home: '/',
      account: '/ind',
      login: '/ind/login',
      registration: '/ind/registration',
      contact: '/contact-us',
      agreements: '/cardholder-agreement',
    });
  });

  test('agreement pages build and parse back, for each of the four documents', () => {
    for (const document of PORTAL_ROUTES.agreement.documents) {
      const path = PORTAL_ROUTES.agreement.build(document);
      expect(path).toBe(`/cardholder-agreement/${document}`);
      expect(PORTAL_ROUTES.agreement.parse(path)).toBe(document);
    }
    expect(PORTAL_ROUTES.agreement.parse('/cardholder-agreement/texas')).toBeNull();
    expect(PORTAL_ROUTES.agreement.parse('/cardholder-agreement')).toBeNull();
  });
});

describe('the card information link ind/card/info/{accountId}/{base64 cardImageId}', () => {
  test('builds the path with the image id in url-safe base64, and the query when given', () => {
    expect(PORTAL_ROUTES.cardInfo.build({ accountId: ACCOUNT, cardImageId: 'img-7' })).toBe(
      `/ind/card/info/${ACCOUNT}/aW1nLTc`,
    );
    expect(PORTAL_ROUTES.cardInfo.build({ accountId: ACCOUNT, cardImageId: 'img-7' }, '?ls=sig')).toBe(
      `/ind/card/info/${ACCOUNT}/aW1nLTc?ls=sig`,
    );
    expect(PORTAL_ROUTES.cardInfo.build({ accountId: ACCOUNT, cardImageId: 'img-7' }, { ls: 'a b' })).toBe(
      `/ind/card/info/${ACCOUNT}/aW1nLTc?ls=a+b`,
    );
    expect(PORTAL_ROUTES.cardInfo.build({ accountId: ACCOUNT, cardImageId: 'img-7' }, '')).toBe(
      `/ind/card/info/${ACCOUNT}/aW1nLTc`,
    );
  });

  test.each([
    [{}, null],
    [
      { ls: 'sig', src: 'email' },
      { ls: 'sig', src: 'email' },
    ],
  ])('round-trips build → parse (query %p)', (query, linkClickParams) => {
    const path = PORTAL_ROUTES.cardInfo.build({ accountId: ACCOUNT, cardImageId: IMAGE }, query);
    expect(PORTAL_ROUTES.cardInfo.parse(path)).toEqual({
      accountId: ACCOUNT,
      cardImageId: IMAGE,
      email: null,
      linkClickParams,
    });
  });

  test('parses a router match (the image id still in base64) like a path', () => {
    expect(
      PORTAL_ROUTES.cardInfo.fromParams(
        { accountId: ACCOUNT, cardImageId: encodeBase64Param(IMAGE) },
        '?a=1',
      ),
    ).toEqual({ accountId: ACCOUNT, cardImageId: IMAGE, email: null, linkClickParams: { a: '1' } });
  });

  test.each([
    ['an image id that is not base64', `/ind/card/info/${ACCOUNT}/%25%25%25`],
    ['a missing image id', `/ind/card/info/${ACCOUNT}`],
    ['an extra segment', `/ind/card/info/${ACCOUNT}/aW1n/extra`],
    ['another page', '/ind/registration'],
  ])('is not a link with %s', (_case, path) => {
    expect(PORTAL_ROUTES.cardInfo.parse(path)).toBeNull();
  });
});

describe('the registration link ind/registration/{accountId}/{base64 cardImageId}[/{base64 email}]', () => {
  test('builds with the email segment only when there is an email', () => {
    expect(PORTAL_ROUTES.virtualRegistration.build({ accountId: 'a', cardImageId: 'img', email: null })).toBe(
      '/ind/registration/a/aW1n',
    );
    expect(PORTAL_ROUTES.virtualRegistration.build({ accountId: 'a', cardImageId: 'img', email: 'e' })).toBe(
      '/ind/registration/a/aW1n/ZQ',
    );
  });

  test.each([
    [null, {}, null],
    [EMAIL, { ls: 'sig', lt: '1700000000', src: 'email' }, { ls: 'sig', lt: '1700000000', src: 'email' }],
  ])('round-trips build → parse (email %p)', (email, query, linkClickParams) => {
    const link = { accountId: ACCOUNT, cardImageId: IMAGE, email };
    const path = PORTAL_ROUTES.virtualRegistration.build(link, new URLSearchParams(query));
    expect(PORTAL_ROUTES.virtualRegistration.parse(path)).toEqual({ ...link, linkClickParams });
    // a search given apart wins over the path's own
    expect(PORTAL_ROUTES.virtualRegistration.parse(path.split('?')[0]!, '?x=1')).toEqual({
      ...link,
      linkClickParams: { x: '1' },
    });
  });

  test('an email segment that is not base64 is not a link; the physical form is not one either', () => {
    expect(PORTAL_ROUTES.virtualRegistration.parse(`/ind/registration/${ACCOUNT}/aW1n/%25%25`)).toBeNull();
    expect(PORTAL_ROUTES.virtualRegistration.parse('/ind/registration')).toBeNull();
    expect(
      PORTAL_ROUTES.virtualRegistration.fromParams({ accountId: ACCOUNT, cardImageId: 'aW1n', email: '%%' }),
    ).toBeNull();
  });
});

/** The server's redactUrl before it moved here (packages/api-server/src/app.ts), kept as the oracle. */
function formerRedactUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .replace(/^(\/ind\/(?:registration|card\/info))\/[^/]+(\/.*)?$/, (_m, head: string, rest?: string) =>
      rest ? `${head}/[redacted]${rest.replace(/\/[^/]+/g, '/[redacted]')}` : `${head}/[redacted]`,
    )
    .replace(/(\/card\/vv\/image)\/[^/]+/, '$1/[redacted]');
}

describe('redactPortalPath: capability URLs never reach a log', () => {
  test('keeps the route and drops link ids, image ids, emails and the query', () => {
    expect(redactPortalPath('/ind/card/info/AbCdEf123456789012345678/Zm9v?ls=sig&src=email')).toBe(
      '/ind/card/info/[redacted]/[redacted]',
    );
    expect(redactPortalPath('/ind/registration/AbCdEf/aW1n/ZW1haWw?ls=x')).toBe(
      '/ind/registration/[redacted]/[redacted]/[redacted]',
    );
    expect(redactPortalPath('/ind/registration')).toBe('/ind/registration');
    expect(redactPortalPath('/api/ind/v1/card/vv/image/img123456?token=abc')).toBe(
      '/api/ind/v1/card/vv/image/[redacted]',
    );
    expect(redactPortalPath('/api/ind/v1/card/info')).toBe('/api/ind/v1/card/info');
  });

  test('redacts every link the builders make', () => {
    const link = { accountId: ACCOUNT, cardImageId: IMAGE, email: EMAIL };
    for (const path of [
      PORTAL_ROUTES.cardInfo.build(link, { ls: 'sig' }),
      PORTAL_ROUTES.virtualRegistration.build(link, { ls: 'sig' }),
    ]) {
      const redacted = redactPortalPath(path);
      expect(redacted).not.toContain(ACCOUNT);
      expect(redacted).not.toContain(encodeBase64Param(IMAGE));
      expect(redacted).not.toContain(encodeBase64Param(EMAIL));
      expect(redacted).not.toContain('sig');
    }
  });

  test('answers as the server regex did, odd paths included', () => {
    const parts = [
      '/',
      '/',
      'ind',
      'registration',
      'card',
      'info',
      'vv',
      'image',
      'api',
      'x',
      '?',
      'a=1',
      '#',
      '',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const samples = [
      '/ind/registration/',
      '/ind/registration//x',
      '/ind/registration/a/',
      '/ind/registration/a//b/',
      '/ind/card/info',
      '/ind/card/infox/a',
      '/ind/registrationx/a',
      '/x/ind/registration/a',
      '/card/vv/image/',
      '/card/vv/image//a',
      '/a/card/vv/image/b/card/vv/image/c',
      '/ind/card/info/a/card/vv/image/b',
    ];
    for (let i = 0; i < 3000; i++) {
      const length = 1 + (next() % 12);
      let path = '';
      for (let j = 0; j < length; j++) path += parts[next() % parts.length];
      samples.push(
        path,
        `/ind/registration/${path}`,
        `/ind/card/info/${path}`,
        `/api/ind/v1/card/vv/image/${path}`,
      );
    }
    // the reference regex (formerRedactUrl) leaves a link path with an empty first id segment
    // whole; redactPortalPath keeps no id of it
    const emptyFirstId = /^\/ind\/(registration|card\/info)\/\//;
    for (const sample of samples) {
      const expected = emptyFirstId.test(sample.split('?')[0] ?? '')
        ? (sample.split('?')[0] ?? '').replace(/\/[^/]+/g, (seg, at: number) =>
            at < (sample.startsWith('/ind/registration') ? 17 : 14) ? seg : '/[redacted]',
          )
        : formerRedactUrl(sample);
      expect([sample, redactPortalPath(sample)]).toEqual([
        sample,
        expected.replace(/(\/card\/vv\/image)\/[^/]+/, '$1/[redacted]'),
      ]);
    }
    expect(redactPortalPath('/ind/registration//acct123/aW1n')).toBe(
      '/ind/registration//[redacted]/[redacted]',
    );
  });
});
