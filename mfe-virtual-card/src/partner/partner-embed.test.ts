// The embed script on a partner's page: the frame it creates, the init it hands that frame (only
// after the frame's hello, to the portal's origin), the messages it takes (the frame's window on
// the portal's origin, well-formed), and the failures it shows in the partner's container. The
// journeys in e2e/tests/virtual-card-partner.spec.ts run it against the real portal.
import { EmbedError, HELLO_GRACE_MS, mountVirtualCard } from './partner-embed';

const PORTAL = 'https://cards.example.com';
const PARTNER_ID = 'ptn_AbCdEfGh12345678';
const TOKEN = 'pet_aaaaaaaaaaaaaaaaaaaaaaaa';

afterEach(() => {
  document.body.replaceChildren();
  jest.useRealTimers();
});

function container(): HTMLElement {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
}

/** Mount, then hand back the frame and a spy on what the page posts into it. */
function mount(options: Partial<Parameters<typeof mountVirtualCard>[0]> = {}) {
  const domElement = container();
  const mounted = mountVirtualCard({
    portalUrl: `${PORTAL}/some/page`,
    partnerId: PARTNER_ID,
    domElement,
    embedToken: TOKEN,
    ...options,
  });
  mounted.catch(() => undefined);
  const frame = domElement.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('no frame');
  const posted = jest.spyOn(frame.contentWindow, 'postMessage').mockImplementation(() => undefined);
  const send = (data: unknown, { origin = PORTAL, source = frame.contentWindow as Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { domElement, mounted, frame, posted, send };
}

const fromFrame = (type: string, extra: object = {}) => ({ source: 'portal-virtual-card', type, ...extra });

test("the container gets one iframe of the partner's frame page on the portal's origin, titled, not sandboxed, allowed only to copy", () => {
  const { domElement, frame } = mount();
  expect(domElement.children).toHaveLength(1);
  expect(frame.src).toBe(`${PORTAL}/embed/virtual-card/v1?partner=${PARTNER_ID}`);
  expect(frame.title).toBe('Virtual card');
  expect(frame.getAttribute('allow')).toBe('clipboard-write');
  expect(frame.hasAttribute('sandbox')).toBe(false);
  expect(frame.style.border).toBe('0px');
  expect(frame.style.width).toBe('100%');
});

test("the token goes to the frame only after its hello, once, to the portal's origin (pinned)", () => {
  const { posted, send } = mount({ theme: { brandColor: '#0d4f3c' } });
  expect(posted).not.toHaveBeenCalled();
  send(fromFrame('hello'));
  send(fromFrame('hello'));
  expect(posted.mock.calls).toEqual([
    [
      { source: 'portal-partner-page', type: 'init', embedToken: TOKEN, theme: { brandColor: '#0d4f3c' } },
      PORTAL,
    ],
  ]);
});

test("a hello from another window or another origin gets nothing: the page's scripts cannot ask the token", () => {
  const { posted, send } = mount();
  send(fromFrame('hello'), { source: window });
  send(fromFrame('hello'), { origin: 'https://evil.example' });
  send({ ...fromFrame('hello'), extra: 1 });
  expect(posted).not.toHaveBeenCalled();
});

test('ready resolves the mount; height sizes the iframe; agreement-accepted is told to the partner', async () => {
  const accepted = jest.fn();
  const { mounted, frame, send } = mount({ onAgreementAccepted: accepted });
  send(fromFrame('hello'));
  send(fromFrame('height', { height: 612.4 }));
  expect(frame.style.height).toBe('613px');
  // a height from elsewhere, or out of range, changes nothing
  send(fromFrame('height', { height: 10 }), { origin: 'https://evil.example' });
  send(fromFrame('height', { height: -5 }));
  expect(frame.style.height).toBe('613px');
  send(fromFrame('ready'));
  await expect(mounted).resolves.toEqual({ unmount: expect.any(Function) });
  send(fromFrame('agreement-accepted'));
  expect(accepted).toHaveBeenCalledTimes(1);
});

test("the frame's error rejects the mount with its code; a ready from another window does not resolve it", async () => {
  const { mounted, send } = mount();
  send(fromFrame('hello'));
  send(fromFrame('ready'), { source: window });
  send(fromFrame('error', { code: 'embed_token_used' }));
  const error = await mounted.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EmbedError);
  expect((error as EmbedError).code).toBe('embed_token_used');
});

test('a frame that loads and never says hello (the portal refused to be framed here): a message in the container, frame_refused', async () => {
  jest.useFakeTimers();
  const { domElement, mounted, frame, posted } = mount();
  frame.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(HELLO_GRACE_MS);
  await expect(mounted).rejects.toMatchObject({ name: 'EmbedError', code: 'frame_refused' });
  expect(domElement.querySelector('iframe')).toBeNull();
  const alert = domElement.querySelector('[role="alert"]');
  expect(alert?.getAttribute('data-portal-embed-error')).toBe('frame_refused');
  expect(alert?.textContent).toBe("Your virtual card can't be shown on this site.");
  expect(posted).not.toHaveBeenCalled();
});

test('a mount without a partner id, a portal URL or a token is refused before any frame (invalid_options)', async () => {
  for (const options of [{ partnerId: 'acme' }, { portalUrl: 'not a url' }, { embedToken: '' }]) {
    const domElement = container();
    const mounted = mountVirtualCard({
      portalUrl: PORTAL,
      partnerId: PARTNER_ID,
      domElement,
      embedToken: TOKEN,
      ...options,
    });
    await expect(mounted).rejects.toMatchObject({ code: 'invalid_options' });
    expect(domElement.querySelector('iframe')).toBeNull();
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe(
      "Your virtual card can't be shown right now. Please try again later.",
    );
  }
});

test('unmount removes the frame and stops listening', async () => {
  const { domElement, mounted, frame, send } = mount();
  send(fromFrame('hello'));
  send(fromFrame('ready'));
  const { unmount } = await mounted;
  await unmount();
  expect(domElement.querySelector('iframe')).toBeNull();
  send(fromFrame('height', { height: 99 }));
  expect(frame.style.height).toBe('');
});

test('the script puts mountVirtualCard on window.PortalVirtualCard', () => {
  expect(window.PortalVirtualCard?.mountVirtualCard).toBe(mountVirtualCard);
});
