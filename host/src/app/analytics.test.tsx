import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { encodeBase64Param } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { renderApp } from '#test/render-app';
import { loadRemoteComponent } from '../federation/federation';

serveTestApi();
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

// an emailed link: the account id, the base64 card image id and email, the signed click parameters
const ACCOUNT = 'acc_7f3c2a9e41b04d1e9b6a';
const IMAGE = encodeBase64Param('img-42');
const EMAIL = encodeBase64Param('ada@example.com');
const QUERY = '?sig=5d41402abc4b2a76b9719d911017c592&exp=1767225600';

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
  window.dataLayer = [];
  load.mockImplementation(async (id) => {
    const Stub: ComponentType = () => <section aria-label={id} />;
    return { default: Stub as ComponentType<never> };
  });
});

/** Everything the analytics tag was given, as one string. */
const sentToAnalytics = () => JSON.stringify(window.dataLayer);

describe('pageviews name the route, never the link (spec §2; SECURITY.md emailed links)', () => {
  it("an emailed card info link's pageview carries the route pattern, not the account id or image id", async () => {
    renderApp(`/ind/card/info/${ACCOUNT}/${IMAGE}${QUERY}`);
    await screen.findByRole('region', { name: 'virtualCard/CardInfo' });
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'pageview', page: '/ind/card/info/:accountId/:cardImageId' },
      ]),
    );
    expect(sentToAnalytics()).not.toContain(ACCOUNT);
    expect(sentToAnalytics()).not.toContain(IMAGE);
    expect(sentToAnalytics()).not.toContain('sig=');
  });

  it('a registration link with an email and a signature pushes only its pattern', async () => {
    renderApp(`/ind/registration/${ACCOUNT}/${IMAGE}/${EMAIL}${QUERY}`);
    await screen.findByRole('region', { name: 'registration/VirtualRegistration' });
    // the pageview is pushed by an effect after the navigation commits: on a loaded machine it can
    // come a moment after the remote's region is found
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'pageview', page: '/ind/registration/:accountId/:cardImageId/:email' },
      ]),
    );
    for (const secret of [ACCOUNT, IMAGE, EMAIL, '5d41402abc4b2a76b9719d911017c592']) {
      expect(sentToAnalytics()).not.toContain(secret);
    }
  });

  it('each completed navigation pushes one pageview; a path without parameters stays as it is', async () => {
    const { router } = renderApp('/contact-us');
    await screen.findByRole('region', { name: 'support/ContactPage' });
    await act(() => router.navigate(`/ind/registration/${ACCOUNT}/${IMAGE}${QUERY}`));
    await screen.findByRole('region', { name: 'registration/VirtualRegistration' });
    await act(() => router.navigate('/cardholder-agreement/vv'));
    await screen.findByRole('region', { name: 'support/Agreements' });
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/contact-us' },
      { event: 'pageview', page: '/ind/registration/:accountId/:cardImageId' },
      { event: 'pageview', page: '/cardholder-agreement/vv' },
    ]);
  });

  it('an unknown path is counted as the catch-all route, not as what was typed', async () => {
    renderApp(`/ind/card/info/${ACCOUNT}/${IMAGE}/extra`);
    await screen.findByRole('heading', { name: "Sorry, we couldn't find that page" });
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/*' }]);
  });
});
