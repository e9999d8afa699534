// The card's frame on the portal's origin: its hello, the one init it takes (from its parent
// only), the exchange naming the parent's origin, the card it mounts, and what it tells the page
// (to the pinned origin only, never card data), failures shown to the member with the phone.
import { waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { RuntimeConfig } from '@portal/contracts';
import { startFrame } from './frame-session';
import { showFailure } from './frame-view';
import type { PartnerParcelProps } from './partner-card-registry';

const PARTNER = 'https://rewards.partner.example';
const TOKEN = 'pet_aaaaaaaaaaaaaaaaaaaaaaaa';
const PHONE = '1-800-555-0142';
const PRODUCT = 'Harbor Rewards Card';
const config = {
  program: { supportPhone: PHONE, productName: PRODUCT },
  remotes: {},
} as unknown as RuntimeConfig;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});
afterEach(() => {
  document.body.replaceChildren();
});

/** the tasks a refusal takes (the frame's promises and the config's) are done */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** The frame in a window whose parent is the partner's page; `send` plays a message to it. */
function frame({ parcel }: { parcel?: ParcelConfig<PartnerParcelProps> } = {}) {
  const parent = { postMessage: jest.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    location: new URL('https://cards.example.com/embed/virtual-card/v1?partner=ptn_AbCdEfGh12345678'),
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const root = document.body.appendChild(document.createElement('main'));
  let mountedWith: PartnerParcelProps | undefined;
  const card: ParcelConfig<PartnerParcelProps> = parcel ?? {
    bootstrap: async () => undefined,
    mount: async (props) => {
      mountedWith = props as PartnerParcelProps;
      const heading = document.createElement('h1');
      heading.textContent = 'This is your Virtual Card';
      (props as unknown as { domElement: HTMLElement }).domElement.append(heading);
    },
    unmount: async () => undefined,
  };
  startFrame({
    win: win as unknown as Window,
    root,
    loadConfig: () => Promise.resolve(config),
    loadParcel: () => Promise.resolve(card),
  });
  const send = (data: unknown, { source = parent as unknown, origin = PARTNER } = {}) => {
    for (const fn of [...listeners]) fn({ data, source, origin } as MessageEvent);
  };
  return { parent, root, send, mounted: () => mountedWith };
}

const init = (extra: object = {}) => ({
  source: 'portal-partner-page',
  type: 'init',
  embedToken: TOKEN,
  ...extra,
});
const ids = {
  accountId: 'acc_0123456789',
  cardImageId: 'img_0123456789',
  expiresAt: '2026-11-25T16:00:00Z',
  codeSentTo: { email: 'm•••@example.com', phone: null },
};
/** what the frame posted, the hello aside */
const told = (parent: { postMessage: jest.Mock }) => parent.postMessage.mock.calls.slice(1);

test('it greets its parent with a hello that carries nothing (any origin may hear it) and waits', () => {
  const { parent } = frame();
  expect(parent.postMessage.mock.calls).toEqual([[{ source: 'portal-virtual-card', type: 'hello' }, '*']]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test("it takes one init, from its parent only: the exchange names the parent's origin, the card mounts, ready goes to that origin alone", async () => {
  fetchMock.mockReturnValue(answer(200, ids));
  const { parent, send, mounted, root } = frame();
  // another window's init (a script of the page's, another frame) is not the parent's
  send(init(), { source: {} });
  expect(fetchMock).not.toHaveBeenCalled();
  send(init({ theme: { brandColor: '#0d4f3c' } }));
  send(init(), { origin: 'https://evil.example' });
  await waitFor(() =>
    expect(told(parent)).toContainEqual([{ source: 'portal-virtual-card', type: 'ready' }, PARTNER]),
  );
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, request] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/partner/v1/embed-sessions/exchange');
  expect(JSON.parse(String(request.body))).toEqual({ embedToken: TOKEN, parentOrigin: PARTNER });
  expect(mounted()).toMatchObject({
    accountId: ids.accountId,
    cardImageId: ids.cardImageId,
    theme: { brandColor: '#0d4f3c' },
    config,
  });
  expect(root.querySelector('h1')?.textContent).toBe('This is your Virtual Card');
  const messages = told(parent);
  expect(messages).toContainEqual([{ source: 'portal-virtual-card', type: 'ready' }, PARTNER]);
  expect(messages.every(([, origin]) => origin === PARTNER)).toBe(true);
  // nothing the frame told the page names the card's ids
  expect(JSON.stringify(messages)).not.toContain(ids.accountId);
  expect(JSON.stringify(messages)).not.toContain(ids.cardImageId);
});

test('the member accepting the agreement in the card is told to the page', async () => {
  fetchMock.mockReturnValue(answer(200, ids));
  const { parent, send, mounted } = frame();
  send(init());
  await waitFor(() => expect(mounted()).toBeDefined());
  mounted()?.onAgreementAccepted?.();
  expect(told(parent)).toContainEqual([
    { source: 'portal-virtual-card', type: 'agreement-accepted' },
    PARTNER,
  ]);
});

/** The exchange refused with `status` and `code`: the frame shows its alert, and no card. */
async function refusedExchange(status: number, code: string) {
  fetchMock.mockReturnValue(answer(status, { code, message: 'refused' }));
  const { parent, send, root, mounted } = frame();
  send(init());
  await waitFor(() => expect(root.querySelector('[role="alert"]')).not.toBeNull());
  expect(mounted()).toBeUndefined();
  const alert = root.querySelector('[role="alert"]');
  expect(alert?.getAttribute('data-portal-embed-error')).toBe(code);
  return { parent, alert };
}

test('a spent token: the frame tells the member the view expired and whose customer service to call, the phone a tel: link on one line; the page gets the code', async () => {
  const { parent, alert } = await refusedExchange(410, 'embed_token_used');
  expect(alert?.textContent).toBe(
    `This view of your card has expired. Reload the page to see your card again. Questions about your card? Call ${PRODUCT} customer service at ${PHONE}.`,
  );
  const link = alert?.querySelector('a');
  expect(link?.getAttribute('href')).toBe('tel:+18005550142');
  expect(link?.style.whiteSpace).toBe('nowrap');
  expect(told(parent)).toContainEqual([
    { source: 'portal-virtual-card', type: 'error', code: 'embed_token_used' },
    PARTNER,
  ]);
});

test("the card's contact details changed in the last 72 hours: the member reads why and whom to call (the phone a tel: link), the page gets the code and nothing of the card", async () => {
  const { parent, alert } = await refusedExchange(409, 'contact_recently_changed');
  expect(alert?.textContent).toBe(
    `This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call ${PRODUCT} customer service at ${PHONE}.`,
  );
  expect(alert?.querySelector('a')?.getAttribute('href')).toBe('tel:+18005550142');
  // besides its height, the page hears the code alone
  expect(told(parent).filter(([message]) => (message as { type: string }).type !== 'height')).toEqual([
    [{ source: 'portal-virtual-card', type: 'error', code: 'contact_recently_changed' }, PARTNER],
  ]);
});

test("the same refusal without the config at hand: the member is told to call their card program's customer service", () => {
  const root = document.body.appendChild(document.createElement('main'));
  showFailure(root, 'contact_recently_changed', undefined);
  expect(root.querySelector('[role="alert"]')?.textContent).toBe(
    "This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call your card program's customer service.",
  );
});

test('an invalid theme is refused before the token is spent (invalid_theme)', async () => {
  const { parent, send, root } = frame();
  send(init({ theme: { brandColor: 'red', heading: 'Our card' } }));
  await waitFor(() => expect(root.querySelector('[role="alert"]')).not.toBeNull());
  expect(fetchMock).not.toHaveBeenCalled();
  expect(root.querySelector('[role="alert"]')?.getAttribute('data-portal-embed-error')).toBe('invalid_theme');
  expect(told(parent)).toContainEqual([
    { source: 'portal-virtual-card', type: 'error', code: 'invalid_theme' },
    PARTNER,
  ]);
});

test('a parent with an opaque origin (a sandboxed page) cannot be pinned: nothing is exchanged or told', async () => {
  const { parent, send, root } = frame();
  send(init(), { origin: 'null' });
  await waitFor(() => expect(root.querySelector('[role="alert"]')).not.toBeNull());
  await flush();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(told(parent)).toEqual([]);
  expect(root.textContent).toContain("Your virtual card can't be shown on this site.");
});

test('opened on its own, not in a frame: the member reads that the card cannot be shown here', () => {
  const root = document.body.appendChild(document.createElement('main'));
  startFrame({ win: window, root, loadConfig: () => Promise.resolve(config) });
  expect(root.querySelector('[role="alert"]')?.textContent).toBe(
    "Your virtual card can't be shown on this site.",
  );
  expect(fetchMock).not.toHaveBeenCalled();
});

test("the card mounts with the member's code step: verify and a new code are the frame's own calls for its session, and the page hears nothing of where the code went", async () => {
  fetchMock.mockReturnValueOnce(answer(200, ids));
  const { parent, send, mounted } = frame();
  send(init());
  await waitFor(() => expect(mounted()).toBeDefined());
  const verification = mounted()!.verification!;
  expect(verification.sentTo).toEqual({ email: 'm•••@example.com', phone: null });

  fetchMock.mockReturnValueOnce(answer(400, { code: 'code_invalid', message: 'no', triesLeft: 3 }));
  expect(await verification.verify('123456')).toEqual({ ok: false, code: 'code_invalid', triesLeft: 3 });
  const [url, request] = fetchMock.mock.calls[1] as [string, RequestInit];
  expect(url).toBe('/api/partner/v1/embed-sessions/verify');
  expect(JSON.parse(String(request.body))).toEqual({ accountId: ids.accountId, code: '123456' });
  fetchMock.mockReturnValueOnce(answer(410, { code: 'code_expired', message: 'old' }));
  expect(await verification.verify('123456')).toEqual({ ok: false, code: 'code_expired' });
  fetchMock.mockReturnValueOnce(answer(200, { verified: true }));
  expect(await verification.verify('654321')).toEqual({ ok: true });

  const sentTo = { email: 'm•••@example.com', phone: '•••• 0142' };
  fetchMock.mockReturnValueOnce(answer(200, { codeSentTo: sentTo }));
  expect(await verification.newCode()).toEqual({ ok: true, sentTo });
  expect(fetchMock.mock.calls[4]?.[0]).toBe('/api/partner/v1/embed-sessions/code');
  fetchMock.mockReturnValueOnce(answer(429, { code: 'locked', message: 'wait' }));
  expect(await verification.newCode()).toEqual({ ok: false, code: 'locked' });
  fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('offline')));
  expect(await verification.verify('654321')).toEqual({ ok: false, code: 'unavailable' });

  expect(JSON.stringify(parent.postMessage.mock.calls)).not.toContain('example.com');
  expect(JSON.stringify(parent.postMessage.mock.calls)).not.toContain('0142');
});
