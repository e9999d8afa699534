import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/router';
import { useRuntimeConfig } from '@portal/session-store';
import { testConfig } from '@portal/testing';
import type { RuntimeConfig } from '@portal/contracts';
import type { AgreementsProps } from '@portal/contracts/props';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { legalDocument } from '@portal/legal';
import { CONFIG } from '#test/fixtures';
import { Agreements } from './agreements';

function renderAgreements(props: AgreementsProps = {}, config: RuntimeConfig = CONFIG) {
  useRuntimeConfig.getState().setConfig(config);
  render(
    <MemoryRouter>
      <Agreements {...props} />
    </MemoryRouter>,
  );
}

describe('agreement index (spec §2)', () => {
  it('has the heading Cardholder Agreement and PDF and HTML links for the four documents', () => {
    renderAgreements();
    expect(screen.getByRole('heading', { level: 1, name: 'Cardholder Agreement' })).toBeInTheDocument();
    const expected = [
      ['Outside NY', 'outside-ny'],
      ['Outside NY 2-year expiration', 'outside-ny-2-year'],
      ['Inside NY', 'ny'],
      ['Virtual card agreement', 'vv'],
    ];
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expected.forEach(([name, id], i) => {
      const item = items[i]!;
      expect(item).toHaveTextContent(name!);
      expect(within(item).getByRole('link', { name: `HTML – ${name}` })).toHaveAttribute(
        'href',
        `/cardholder-agreement/${id}`,
      );
      expect(within(item).getByRole('link', { name: `PDF – ${name}` })).toHaveAttribute(
        'href',
        `http://localhost/api/ind/v1/legal/${id}.pdf`,
      );
    });
  });
});

describe('agreement pages (spec §2, §9)', () => {
  it.each([
    ['ny', 'Cardholder Agreement (Inside New York)', 'Effective 02/2024'],
    ['outside-ny', 'Cardholder Agreement (Outside New York)', 'Effective 02/2024'],
    ['outside-ny-2-year', 'Cardholder Agreement (Outside New York, 2-Year Expiration)', 'Effective 02/2024'],
    ['vv', 'Virtual Visa Cardholder Agreement', 'Effective August 2023'],
  ] as const)('%s shows its title, effective date and the programme values', (document, title, effective) => {
    renderAgreements({ document });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(effective)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(CONFIG.program.supportPhone)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(new RegExp(CONFIG.program.productName)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\{(product|phone)\}/)).toBeNull();
    expect(screen.getByRole('table', { name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `http://localhost/api/ind/v1/legal/${document}.pdf`,
    );
    expect(screen.getByRole('link', { name: /All cardholder agreements/ })).toHaveAttribute(
      'href',
      '/cardholder-agreement',
    );
  });
});

describe('on a Spanish page', () => {
  beforeEach(async () => {
    setLocale('es');
    await loadAllTexts('es');
  });
  afterEach(() => setLocale('en'));

  it('the index in Spanish, each document’s PDF in Spanish', () => {
    renderAgreements();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contrato del titular de la tarjeta' }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.firstChild!.textContent)).toEqual([
      'Fuera de NY',
      'Fuera de NY, vencimiento a 2 años',
      'Dentro de NY',
      'Contrato de la tarjeta virtual',
    ]);
    expect(
      within(items[3]!).getByRole('link', { name: 'PDF – Contrato de la tarjeta virtual' }),
    ).toHaveAttribute('href', 'http://localhost/api/ind/v1/legal/vv-es.pdf');
    expect(
      within(items[3]!).getByRole('link', { name: 'HTML – Contrato de la tarjeta virtual' }),
    ).toHaveAttribute('href', '/cardholder-agreement/vv');
  });

  it.each(['ny', 'outside-ny', 'outside-ny-2-year', 'vv'] as const)(
    '%s: the Spanish document, saying English governs, with its fees and its Spanish PDF',
    (document) => {
      renderAgreements({ document });
      const doc = legalDocument(document, 'es');
      expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument();
      expect(screen.getByText(doc.effective)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Idioma' })).toBeInTheDocument();
      expect(screen.getByText(/prevalecerá la versión en inglés/)).toBeInTheDocument();
      expect(screen.getAllByText(new RegExp(CONFIG.program.supportPhone)).length).toBeGreaterThan(0);
      expect(screen.queryByText(/\{(product|phone|balancePhone)\}/)).toBeNull();
      const fees = screen.getByRole('table', { name: 'Cargos' });
      expect(
        within(fees)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Cargo', 'Monto', 'Detalles']);
      expect(
        within(fees).getByRole('rowheader', { name: 'Cargo mensual de mantenimiento' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Contrato' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
        'href',
        `http://localhost/api/ind/v1/legal/${document}-es.pdf`,
      );
      expect(
        screen.getByRole('link', { name: /Todos los contratos del titular de la tarjeta/ }),
      ).toHaveAttribute('href', '/cardholder-agreement');
    },
  );

  it('where the programme makes Spanish govern, the Spanish document says so', () => {
    renderAgreements({ document: 'vv' }, testConfig({ program: { governingLanguage: 'es' } }));
    expect(screen.getByText(/prevalecerá la versión en español/)).toBeInTheDocument();
    expect(screen.queryByText(/para su conveniencia/)).toBeNull();
  });
});
