import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { telHref } from '@portal/ui';
import { useRuntimeConfig } from '@portal/session-store';
import { testConfig } from '@portal/testing';
import type { RuntimeConfig } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { CONFIG } from '#test/fixtures';
import { AccessibilityStatement } from './accessibility-statement';
import { ACCESSIBILITY_ANSWER_DAYS, ACCESSIBILITY_TEXT as T } from './messages';

function renderStatement(config: RuntimeConfig = CONFIG) {
  useRuntimeConfig.getState().setConfig(config);
  return render(
    <MemoryRouter>
      <AccessibilityStatement />
    </MemoryRouter>,
  );
}

/** The h2 and what follows it up to the next h2: the section element the heading opens. */
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('accessibility statement', () => {
  it('has one h1 and its five h2 sections, in order', () => {
    renderStatement();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our standard',
      'How we test',
      'Known limits',
      'Agreements in another format',
      'Contact us',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('names the standard, how the portal is tested and its known limits', () => {
    renderStatement();
    expect(within(section('Our standard')).getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    const testing = section('How we test');
    expect(within(testing).getAllByRole('listitem')).toHaveLength(Object.keys(T.testing.items).length);
    expect(within(testing).getByText(/axe on every page and every dialog/)).toBeInTheDocument();
    expect(within(testing).getByText(/NVDA.*VoiceOver.*TalkBack/)).toBeInTheDocument();
    const limits = section('Known limits');
    expect(within(limits).getAllByRole('listitem')).toHaveLength(Object.keys(T.limits.items).length);
    expect(within(limits).getByText(/HTML version of each agreement/)).toBeInTheDocument();
  });

  it('names the programme, and when the statement was last reviewed', () => {
    renderStatement();
    expect(screen.getByText(new RegExp(CONFIG.program.productName))).toBeInTheDocument();
    expect(screen.getByText('This statement was last reviewed on November 28, 2026.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('links the agreements as web pages, and offers them by phone in large print, braille or audio', () => {
    renderStatement();
    const formats = section('Agreements in another format');
    expect(within(formats).getByRole('link', { name: 'Cardholder Agreement' })).toHaveAttribute(
      'href',
      PORTAL_ROUTES.agreements,
    );
    expect(within(formats).getByRole('link', { name: CONFIG.program.supportPhone })).toHaveAttribute(
      'href',
      telHref(CONFIG.program.supportPhone),
    );
    expect(formats).toHaveTextContent(/large print, braille or audio/);
  });

  it('gives the support phone as a tel: link with its hours, the contact form and the answer time', () => {
    renderStatement();
    const contact = section('Contact us');
    const phone = within(contact).getByRole('link', { name: CONFIG.program.supportPhone });
    expect(phone).toHaveAttribute('href', telHref(CONFIG.program.supportPhone));
    expect(phone.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(contact).toHaveTextContent(CONFIG.program.supportHours);
    expect(within(contact).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      PORTAL_ROUTES.contact,
    );
    expect(
      within(contact).getByText(
        `We answer accessibility feedback within ${ACCESSIBILITY_ANSWER_DAYS} business days.`,
      ),
    ).toBeInTheDocument();
    expect(ACCESSIBILITY_ANSWER_DAYS).toBe(2);
  });

  it("follows the programme's phone, not a number written in the page", () => {
    const config = testConfig({ program: { supportPhone: '1-888-555-0123', productName: 'Zed Card' } });
    renderStatement(config);
    const links = screen.getAllByRole('link', { name: '1-888-555-0123' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', 'tel:+18885550123');
    expect(screen.queryByText(new RegExp(CONFIG.program.supportPhone))).toBeNull();
    expect(screen.getByText(/Zed Card/)).toBeInTheDocument();
  });
});

describe('on a Spanish page', () => {
  beforeEach(async () => {
    setLocale('es');
    await loadAllTexts('es');
  });
  afterEach(() => setLocale('en'));

  it('the statement in Spanish, its review date written the Spanish way, its links in Spanish', () => {
    renderStatement();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nuestro estándar',
      'Cómo lo evaluamos',
      'Limitaciones conocidas',
      'Contratos en otro formato',
      'Contáctenos',
    ]);
    expect(
      screen.getByText('Esta declaración se revisó por última vez el 28 de noviembre de 2026.'),
    ).toBeInTheDocument();
    expect(within(section('Cómo lo evaluamos')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('Limitaciones conocidas')).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(section('Contratos en otro formato')).getByRole('link', {
        name: 'Contrato del titular de la tarjeta',
      }),
    ).toHaveAttribute('href', PORTAL_ROUTES.agreements);
    expect(
      within(section('Contáctenos')).getByRole('link', { name: 'formulario de contacto' }),
    ).toHaveAttribute('href', PORTAL_ROUTES.contact);
    expect(screen.getByText(new RegExp(CONFIG.program.productName))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });
});
