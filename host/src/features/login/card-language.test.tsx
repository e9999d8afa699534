// The card's saved language follows the page's: the language control, signed in, saves the
// choice before it follows its link (never waiting long for it), and a login saves the page's
// language when the card keeps another.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@portal/contracts/i18n';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { openLoginForm } from '#test/login-form';
import { logIn, renderApp } from '#test/render-app';
import { VALID_CARD, card } from '#test/fixtures';
import { followLink, pageLanguage, saveCardLanguage } from './card-language';

const testApi = serveTestApi();
jest.mock('../../federation/federation', () => jest.requireActual('#test/federation-stub'));
jest.mock('./card-language', () => ({
  ...jest.requireActual<object>('./card-language'),
  followLink: jest.fn(),
}));

const saves = () => testApi.server.calls('POST /card/language').map((call) => call.body);

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
  (followLink as jest.Mock).mockClear();
});
afterEach(() => setLocale('en'));

describe('the page language a card keeps', () => {
  it('is the page locale, the pseudo-language counting as English', () => {
    expect(pageLanguage()).toBe('en');
    setLocale('es');
    expect(pageLanguage()).toBe('es');
    setLocale('en-XA');
    expect(pageLanguage()).toBe('en');
  });

  it('a save that does not answer in time is given up, never thrown', async () => {
    testApi.server.answer('POST /card/language', { status: 204 });
    const release = testApi.server.hold('POST /card/language');
    logIn();
    const started = Date.now();
    await expect(saveCardLanguage('es', 50)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    release();
  });

  it('a refused save is never thrown', async () => {
    testApi.server.answer('POST /card/language', { status: 500, json: { code: 'internal', message: 'x' } });
    logIn();
    await expect(saveCardLanguage('es')).resolves.toBeUndefined();
  });
});

describe('the language control', () => {
  it('signed in: saves the other language as the card’s, then follows the link', async () => {
    testApi.server.answer('POST /card/language', { status: 204 });
    logIn();
    renderApp('/ind');
    await screen.findByText('account page');
    const link = screen.getAllByRole('link', { name: 'Español' })[0]!;
    expect(link).toHaveAttribute('href', '/language/es?next=%2Find');
    await userEvent.setup().click(link);
    await waitFor(() => expect(followLink).toHaveBeenCalledWith('/language/es?next=%2Find'));
    expect(saves()).toEqual([{ language: 'es' }]);
  });

  it('signed in, a save that fails still follows the link', async () => {
    testApi.server.answer('POST /card/language', {
      status: 503,
      json: { code: 'unavailable', message: 'x' },
    });
    logIn();
    renderApp('/ind');
    await screen.findByText('account page');
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Español' })[0]!);
    await waitFor(() => expect(followLink).toHaveBeenCalledWith('/language/es?next=%2Find'));
  });

  it('signed out: a plain link, nothing saved', async () => {
    renderApp('/');
    const link = (await screen.findAllByRole('link', { name: 'Español' }))[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(followLink).not.toHaveBeenCalled();
    expect(saves()).toEqual([]);
  });
});

describe('after a login', () => {
  async function logInWith(language: 'en' | 'es' | undefined) {
    testApi.server.answer('POST /card/language', { status: 204 });
    testApi.server.answer('POST /auth/card', {
      status: 200,
      json: {
        card: { ...card(), ...(language ? { language } : {}) },
        auth: { token: 'T', exp: Math.floor(Date.now() / 1000) + 900 },
      },
    });
    const s = await openLoginForm();
    await s.user.type(s.cardNumber, VALID_CARD);
    await s.user.type(s.cvv, '123');
    await s.user.click(s.submit);
    await waitFor(() => expect(s.router.state.location.pathname).toBe('/ind'));
  }

  it('a card that keeps another language gets the page’s', async () => {
    await logInWith('es');
    await waitFor(() => expect(saves()).toEqual([{ language: 'en' }]));
  });

  it.each([['en' as const], [undefined]])(
    'a card that keeps the page’s language, or a server that tells none (%p), is left as it is',
    async (language) => {
      await logInWith(language);
      expect(saves()).toEqual([]);
    },
  );
});
