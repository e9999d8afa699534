import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useRuntimeConfig, useSession } from '@portal/session-store';
import { renderApp, logIn } from '#test/render-app';
import { serveTestApi } from '@portal/testing';
import { CONFIG } from '#test/fixtures';
import { loadRemoteComponent, loadRouteModules, refreshRemotes } from '../federation/federation';
import { remoteModulesOf } from './routes';
import { NOT_FOUND_TEXT } from '../features/not-found/messages';

const testApi = serveTestApi();
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

/** Every remote renders a labelled stub showing the props it got. */
function stubRemotes() {
  load.mockImplementation(async (id) => {
    const Stub: ComponentType<Record<string, unknown>> = (props) => (
      <section aria-label={id}>
        {Object.entries(props).map(([key, value]) => (
          <p key={key}>{`${key}=${typeof value === 'function' ? 'fn' : JSON.stringify(value)}`}</p>
        ))}
      </section>
    );
    return { default: Stub as ComponentType<never> };
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
  window.dataLayer = [];
  stubRemotes();
});

const product = CONFIG.program.productName;

describe('route table and titles (spec §2)', () => {
  it('the anonymous home shows Prepaid Cards, the Order cards link and the Check your balance form', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prepaid Cards' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Already have a card? Check your balance' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Check your balance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order cards/ })).toHaveAttribute(
      'href',
      CONFIG.program.orderCardsUrl,
    );
    await waitFor(() => expect(document.title).toBe(`Prepaid Cards | ${product}`));
  });

  it('the login page is titled Individual account login with the product suffix', async () => {
    renderApp('/ind/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Individual account login' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Individual account login | ${product}`));
  });

  it('ind without a session redirects to ind/login, and the pageview carries only the final path', async () => {
    const { router } = renderApp('/ind');
    await screen.findByRole('heading', { name: 'Individual account login' });
    expect(router.state.location.pathname).toBe('/ind/login');
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/ind/login' }]);
  });

  it('ind/login with a session redirects to ind, which renders the account page with the history slot', async () => {
    logIn();
    const { router } = renderApp('/ind/login');
    const account = await screen.findByRole('region', { name: 'account/AccountPage' });
    expect(router.state.location.pathname).toBe('/ind');
    expect(within(account).getByText('renderHistory=fn')).toBeInTheDocument();
  });

  it('every completed navigation pushes one pageview with its path', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Prepaid Cards' });
    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
    await screen.findByRole('region', { name: 'support/ContactPage' });
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/' },
      { event: 'pageview', page: '/contact-us' },
    ]);
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${product}`));
  });

  it('an unknown path shows the 404 page with a Home button to /', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find that page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /question mark/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('decodes the base64 cardImageId and email of a virtual-card link before passing them on', async () => {
    const accountId = 'AbCdEfGhIjKlMnOpQrSt';
    const b64 = (s: string) => btoa(s).replace(/=+$/, '');
    renderApp(`/ind/registration/${accountId}/${b64('img-42')}/${b64('ada@example.com')}?utm=mail`);
    const area = await screen.findByRole('region', { name: 'registration/VirtualRegistration' });
    expect(within(area).getByText(`accountId="${accountId}"`)).toBeInTheDocument();
    expect(within(area).getByText('cardImageId="img-42"')).toBeInTheDocument();
    expect(within(area).getByText('email="ada@example.com"')).toBeInTheDocument();
    expect(within(area).getByText('linkClickParams={"utm":"mail"}')).toBeInTheDocument();
    expect(within(area).getByText('renderReady=fn')).toBeInTheDocument();
  });

  it('card info receives its cardImageId decoded', async () => {
    renderApp('/ind/card/info/AbCdEfGhIjKlMnOpQrSt/aW1nLTc');
    const area = await screen.findByRole('region', { name: 'virtualCard/CardInfo' });
    expect(within(area).getByText('cardImageId="img-7"')).toBeInTheDocument();
  });

  it('a route parameter that is not base64 shows the 404 page', async () => {
    renderApp('/ind/card/info/AbCdEfGhIjKlMnOpQrSt/%25%25%25');
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find that page" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'virtualCard/CardInfo' })).toBeNull();
  });

  it.each([
    ['/cardholder-agreement', '{}'],
    ['/cardholder-agreement/ny', '"ny"'],
    ['/cardholder-agreement/outside-ny', '"outside-ny"'],
    ['/cardholder-agreement/outside-ny-2-year', '"outside-ny-2-year"'],
    ['/cardholder-agreement/vv', '"vv"'],
  ])('%s renders the support Agreements module', async (path, document) => {
    renderApp(path);
    const area = await screen.findByRole('region', { name: 'support/Agreements' });
    if (document !== '{}') expect(within(area).getByText(`document=${document}`)).toBeInTheDocument();
    else expect(within(area).queryByText(/document=/)).toBeNull();
  });
});

describe("a remote's page waits for the remotes' releases (declarative routes)", () => {
  const refresh = refreshRemotes as jest.MockedFunction<typeof refreshRemotes>;
  const loadModules = loadRouteModules as jest.MockedFunction<typeof loadRouteModules>;

  it('the page first loaded waits on nothing: /config.json was just read', async () => {
    refresh.mockClear();
    loadModules.mockClear();
    renderApp('/contact-us');
    await screen.findByRole('region', { name: 'support/ContactPage' });
    expect(refresh).not.toHaveBeenCalled();
    expect(loadModules).not.toHaveBeenCalled();
  });

  it('a navigation keeps the current page until /config.json is read again, then shows the remote', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    refresh.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Prepaid Cards' });
    await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    // still the home page, and no pageview yet for a page not shown
    expect(screen.getByRole('heading', { name: 'Prepaid Cards' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'support/ContactPage' })).toBeNull();
    expect(window.dataLayer).toEqual([{ event: 'pageview', page: '/' }]);
    await act(async () => answer());
    await screen.findByRole('region', { name: 'support/ContactPage' });
    expect(router.state.location.pathname).toBe('/contact-us');
    expect(screen.queryByRole('heading', { name: 'Prepaid Cards' })).toBeNull();
  });

  it('the account page loads the account and history modules before it shows', async () => {
    loadModules.mockClear();
    logIn();
    const { router } = renderApp('/ind/login');
    await screen.findByRole('region', { name: 'account/AccountPage' });
    expect(router.state.location.pathname).toBe('/ind');
    expect(loadModules).toHaveBeenCalledWith(['account/AccountPage', 'history/HistoryPanel']);
  });
});

describe('the remote modules of a page, fetched as it starts', () => {
  it.each([
    ['/', []],
    ['/ind/login', []],
    ['/ind', ['account/AccountPage', 'history/HistoryPanel']],
    ['/contact-us', ['support/ContactPage']],
    ['/cardholder-agreement', ['support/Agreements']],
    ['/cardholder-agreement/ny', ['support/Agreements']],
    ['/ind/registration', ['registration/RegistrationPage']],
    ['/ind/registration/MTIz/YWJj', ['registration/VirtualRegistration']],
    ['/ind/card/info/MTIz/YWJj', ['virtualCard/CardInfo']],
    ['/no/such/page', []],
  ])('%s → %j', (pathname, modules) => {
    expect(remoteModulesOf(pathname)).toEqual(modules);
  });
});

describe('navigation bar and footer (spec §2)', () => {
  it('shows CHECK BALANCE and Register Card, and Log out only when logged in', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'CHECK BALANCE' })).toHaveAttribute('href', '/ind/login');
    expect(within(nav).getByRole('link', { name: 'Register Card' })).toHaveAttribute(
      'href',
      '/ind/registration',
    );
    expect(within(nav).queryByRole('button', { name: 'Log out' })).toBeNull();
    act(() => logIn());
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('the menu button is a disclosure: it toggles aria-expanded', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('Log out calls the server, clears the session and goes home', async () => {
    testApi.server.answer('POST /auth/logout', { status: 204 });
    const user = userEvent.setup();
    logIn();
    const { router } = renderApp('/ind');
    await screen.findByRole('region', { name: 'account/AccountPage' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(testApi.server.calls('POST /auth/logout')).not.toHaveLength(0);
    expect(useSession.getState().authToken).toBeNull();
    expect(useSession.getState().cardInfo).toBeNull();
  });

  it('the footer has the programme links, the gambling notice and the issuer disclaimer', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const p = CONFIG.program;
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: 'Cardholder Agreement' })).toHaveAttribute(
      'href',
      '/cardholder-agreement',
    );
    expect(within(footer).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      p.privacyPolicyUrl,
    );
    expect(within(footer).getByRole('link', { name: /California privacy choices/ })).toHaveAttribute(
      'href',
      p.californiaPrivacyChoicesUrl,
    );
    expect(within(footer).getByRole('link', { name: /California privacy notice/ })).toHaveAttribute(
      'href',
      p.californiaPrivacyNoticeUrl,
    );
    expect(within(footer).getByText(p.gamblingNotice)).toBeInTheDocument();
    expect(within(footer).getByText(p.issuerDisclaimer)).toBeInTheDocument();
  });

  it('for a logged-in virtual card the Cardholder Agreement link is the virtual agreement PDF', async () => {
    logIn(900, { virtual: true });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /Cardholder Agreement/ })).toHaveAttribute(
      'href',
      CONFIG.program.virtualAgreementPdfUrl,
    );
  });
});

describe('home with a session (spec §2)', () => {
  it('shows the Card registration block with a Card registration button to /ind/registration', async () => {
    logIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Card registration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Card registration' })).toHaveAttribute(
      'href',
      '/ind/registration',
    );
    expect(screen.getByText(/Zero Liability/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Check your balance' })).toBeNull();
  });

  it('the Popular types of cards carousel shows 5 images, one at a time, with previous and next', async () => {
    const user = userEvent.setup();
    logIn();
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Popular types of cards' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(carousel).getByRole('img', { name: 'Card design 1' })).toBeVisible();
    await user.click(within(carousel).getByRole('button', { name: 'Next card' }));
    expect(within(carousel).getByRole('group', { name: '2 of 5' })).toBeVisible();
    expect(within(carousel).queryByRole('img', { name: 'Card design 1' })).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: 'Previous card' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous card' }));
    expect(within(carousel).getByRole('group', { name: '5 of 5' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: '1 of 5' })).toBeVisible();
  });
});

describe('pages a remote declares (/config.json pages)', () => {
  const statement = {
    path: '/accessibility',
    expose: './AccessibilityStatement',
    title: 'Accessibility statement',
    session: 'none' as const,
    links: [{ in: 'footer' as const, order: 10, label: 'Accessibility', for: 'everyone' as const }],
    remote: 'support' as const,
  };
  const withPages = (pages: (typeof statement)[]) =>
    act(() => useRuntimeConfig.getState().setConfig({ ...CONFIG, pages }));

  it('routes its path to its remote’s expose, titles it and links it from the footer', async () => {
    renderApp('/accessibility');
    withPages([statement]);
    expect(await screen.findByRole('region', { name: 'support/AccessibilityStatement' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Accessibility statement | ${product}`));
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(remoteModulesOf('/accessibility')).toEqual(['support/AccessibilityStatement']);
  });

  it('a page no release declares any more (rolled back) answers the not-found page, and its link goes', async () => {
    renderApp('/accessibility');
    withPages([statement]);
    await screen.findByRole('region', { name: 'support/AccessibilityStatement' });
    withPages([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT.notFound.text }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Accessibility' })).toBeNull();
  });

  it('a page that needs a session sends a visitor without one to the login page; nav links follow who they are for', async () => {
    const { router } = renderApp('/');
    withPages([
      {
        ...statement,
        path: '/card-tips',
        title: 'Card tips',
        session: 'required' as never,
        links: [{ in: 'nav' as never, order: 1, label: 'Tips', for: 'signedIn' as never }],
      },
    ]);
    expect(screen.queryByRole('link', { name: 'Tips' })).toBeNull();
    act(() => void router.navigate('/card-tips'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ind/login'));
    logIn();
    expect(await screen.findByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/card-tips');
  });
});
