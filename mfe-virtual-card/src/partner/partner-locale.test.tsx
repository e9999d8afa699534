// The partner's `locale` option (PARTNERS.md): the embed script checks it, titles the frame and
// words its own failures in it, and puts it in the frame's URL; the frame takes it from there, sets
// its page's language, words its failures in it and mounts the card in it: the card screen's
// words, loaded before its first render, are Spanish from the member's code step on.
import { screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { currentLocale, setLocale } from '@portal/contracts/i18n';
import { PRODUCT, TEST_CONFIG } from '#test/harness';
import parcel from '../exposes/parcel';
import { startFrame } from './frame-session';
import { frameLocale } from './frame-locale';
import type { PartnerParcelProps } from './partner-card-registry';
import { mountVirtualCard } from './partner-embed';

const PORTAL = 'https://cards.example.com';
const PARTNER_ID = 'ptn_AbCdEfGh12345678';
const TOKEN = 'pet_aaaaaaaaaaaaaaaaaaaaaaaa';
const FRAME_URL = `${PORTAL}/embed/virtual-card/v1?partner=${PARTNER_ID}`;

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  document.title = '';
  setLocale('en');
});

describe('the embed script on the partner page', () => {
  const mount = (locale: unknown) => {
    const domElement = document.body.appendChild(document.createElement('div'));
    const mounted = mountVirtualCard({
      portalUrl: PORTAL,
      partnerId: PARTNER_ID,
      domElement,
      embedToken: TOKEN,
      locale: locale as 'es',
    });
    mounted.catch(() => undefined);
    return { domElement, mounted };
  };

  test("puts 'es' in the frame's URL and titles the frame in Spanish", () => {
    const { domElement } = mount('es');
    const frame = domElement.querySelector('iframe');
    expect(frame?.src).toBe(`${FRAME_URL}&locale=es`);
    expect(frame?.title).toBe('Tarjeta virtual');
  });

  test("without it the frame's URL and title are as before (English)", () => {
    const { domElement } = mount(undefined);
    const frame = domElement.querySelector('iframe');
    expect(frame?.src).toBe(FRAME_URL);
    expect(frame?.title).toBe('Virtual card');
  });

  test('refuses a language it does not have (invalid_options), before any frame', async () => {
    for (const locale of ['fr', 'es-MX', 'en-XA', 1]) {
      const { domElement, mounted } = mount(locale);
      await expect(mounted).rejects.toMatchObject({ code: 'invalid_options' });
      expect(domElement.querySelector('iframe')).toBeNull();
    }
  });

  test('words its own failure in Spanish', async () => {
    const domElement = document.body.appendChild(document.createElement('div'));
    const mounted = mountVirtualCard({
      portalUrl: PORTAL,
      partnerId: PARTNER_ID,
      domElement,
      embedToken: TOKEN,
      locale: 'es',
      theme: 'red' as unknown as Record<string, unknown>,
    });
    await expect(mounted).rejects.toMatchObject({ code: 'invalid_theme' });
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe(
      'En este momento no se puede mostrar su tarjeta virtual. Vuelva a intentarlo más tarde.',
    );
  });
});

describe("the frame's language", () => {
  test("is the frame URL's locale when it is 'en' or 'es', else its page's", () => {
    expect(frameLocale(`${FRAME_URL}&locale=es`, 'en')).toBe('es');
    expect(frameLocale(`${FRAME_URL}&locale=en`, 'es-US')).toBe('en');
    expect(frameLocale(FRAME_URL, 'es-US')).toBe('es');
    expect(frameLocale(`${FRAME_URL}&locale=fr`, 'en')).toBe('en');
    expect(frameLocale(`${FRAME_URL}&locale=en-XA`, '')).toBe('en');
  });
});

describe('the frame in Spanish', () => {
  const ids = {
    accountId: 'acc_0123456789',
    cardImageId: 'img_0123456789',
    expiresAt: '2026-11-25T16:00:00Z',
    codeSentTo: { email: 'm•••@example.com', phone: null },
  };

  /** The frame at `FRAME_URL&locale=es` in a window whose parent is the partner's page, given its init. */
  function frameInSpanish(card: ParcelConfig<PartnerParcelProps>, exchange: Response) {
    global.fetch = jest.fn().mockResolvedValue(exchange);
    const parent = { postMessage: jest.fn() };
    const listeners = new Set<(event: MessageEvent) => void>();
    const win = {
      parent,
      location: new URL(`${FRAME_URL}&locale=es`),
      addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
    };
    const root = document.body.appendChild(document.createElement('main'));
    startFrame({
      win: win as unknown as Window,
      root,
      loadConfig: () => Promise.resolve(TEST_CONFIG),
      loadParcel: () => Promise.resolve(card),
    });
    const init = { source: 'portal-partner-page', type: 'init', embedToken: TOKEN };
    for (const fn of [...listeners])
      fn({
        data: init,
        source: parent,
        origin: 'https://rewards.partner.example',
      } as unknown as MessageEvent);
    return { root, parent };
  }

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test("sets its page's language and words a refusal in Spanish, with the programme's phone", async () => {
    const card = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    const { root } = frameInSpanish(
      card as unknown as ParcelConfig<PartnerParcelProps>,
      json(410, { code: 'embed_token_used', message: 'used' }),
    );
    expect(document.documentElement.lang).toBe('es-US');
    expect(document.title).toBe('Tarjeta virtual');
    expect(currentLocale()).toBe('es');
    await waitFor(() => expect(root.querySelector('[role="alert"]')).not.toBeNull());
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      `Esta vista de su tarjeta venció. Vuelva a cargar la página para ver su tarjeta de nuevo. ¿Tiene preguntas sobre su tarjeta? Llame al servicio al cliente de ${PRODUCT} al ${TEST_CONFIG.program.supportPhone}.`,
    );
    expect(card.mount).not.toHaveBeenCalled();
  });

  test("mounts the card in Spanish: the member's code step reads Spanish from its first render", async () => {
    const { parent } = frameInSpanish(parcel as ParcelConfig<PartnerParcelProps>, json(200, ids));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmemos que es usted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        { source: 'portal-virtual-card', type: 'ready' },
        'https://rewards.partner.example',
      ),
    );
  });
});
