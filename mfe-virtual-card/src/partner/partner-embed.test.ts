// The embed script's failures in the partner's container (the journeys in
// e2e/tests/virtual-card-partner.spec.ts run it against the real portal).
import { EmbedError, mountVirtualCard } from './partner-embed';

afterEach(() => {
  document.body.replaceChildren();
});

function container(): HTMLElement {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
}

test('an invalid theme is refused before anything loads, with a message in the container (invalid_theme)', async () => {
  const domElement = container();
  const mounted = mountVirtualCard({
    portalUrl: 'http://127.0.0.1:9',
    domElement,
    embedToken: 'pet_xxxxxxxxxxxxxxxxxxxxxxxx',
    theme: { brandColor: 'red', heading: 'Our card' } as never,
  });
  await expect(mounted).rejects.toMatchObject({ name: 'EmbedError', code: 'invalid_theme' });
  expect(domElement.querySelector('[role="alert"]')?.getAttribute('data-portal-embed-error')).toBe(
    'invalid_theme',
  );
});

test('a portal that cannot be reached: a message for the member in the container, the promise rejects (unavailable)', async () => {
  const domElement = container();
  // port 9 (discard) refuses the connection
  const error = await mountVirtualCard({
    portalUrl: 'http://127.0.0.1:9',
    domElement,
    embedToken: 'pet_xxxxxxxxxxxxxxxxxxxxxxxx',
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EmbedError);
  expect((error as EmbedError).code).toBe('unavailable');
  expect(domElement.textContent).toBe('Your card cannot be shown right now. Please try again later.');
});

test('the script puts mountVirtualCard on window.PortalVirtualCard', () => {
  expect(window.PortalVirtualCard?.mountVirtualCard).toBe(mountVirtualCard);
});
