// The history panel on a Spanish page: its own words (src/i18n), the transaction types, the
// calendar of the date-range picker, pagination and "Report a problem" with its discard question,
// against the real api-server. The date fields keep the spec's MM/DD/YYYY, the dates shown name
// the month (docs/i18n.md), and amounts read as in English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_REASON_LABELS, TXN_TYPE_LABELS } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { DISPUTE_TERMS } from '@portal/legal';
import { serveRealApi } from '@portal/testing/api-server';
import { makeTransactions, renderHistoryPanel, SERVER_AT_TODAY, signInWithHistory } from '#test/harness';
import en from '../../i18n/en';

const { real } = serveRealApi(SERVER_AT_TODAY);

describe('on a Spanish page', () => {
  beforeEach(async () => {
    setLocale('es');
    await loadAllTexts('es');
  });
  afterEach(() => setLocale('en'));

  it('shows the recent transactions, their types, the notes and the pages in Spanish', async () => {
    await signInWithHistory(real, makeTransactions(25));
    renderHistoryPanel();

    expect(await screen.findByRole('heading', { name: 'Transacciones recientes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Transacciones del 23 oct 2026 al 22 nov 2026' });
    const rows = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(rows.slice(0, 5)).toEqual([
      'Merchant 1, −$1.25, 22 nov 2026, Compra',
      'Merchant 2, −$2.25, 22 nov 2026, Compra',
      'Merchant 3, +$3.25, 21 nov 2026, Reembolso',
      'Merchant 4, +$4.25, 21 nov 2026, Recarga',
      'Merchant 5, −$5.25, 20 nov 2026, Cargo',
    ]);
    const table = screen.getByRole('table', { name: 'Transacciones del 23 oct 2026 al 22 nov 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fecha', 'Tipo', 'Comercio', 'Monto', 'Reportar un problema']);

    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeEnabled();
    expect(screen.getByText('Se muestran 1–10 de 25 transacciones')).toBeInTheDocument();
    expect(screen.getByText(/^Solo se muestran las transacciones procesadas/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de transacciones' });
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Se muestran 11–20 de 25 transacciones')).toBeInTheDocument();
  });

  it('keeps the fields in MM/DD/YYYY and opens a Spanish calendar', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, makeTransactions(2));
    renderHistoryPanel();
    await screen.findByRole('list', { name: /^Transacciones del/ });

    const dates = screen.getByRole('group', { name: 'Fechas' });
    expect(within(dates).getByRole('textbox', { name: 'Fecha de inicio' })).toHaveValue('10/23/2026');
    expect(within(dates).getByRole('textbox', { name: 'Fecha final' })).toHaveValue('11/22/2026');
    await user.click(within(dates).getByRole('button', { name: 'Elegir fechas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechas' });
    const grids = within(dialog).getAllByRole('grid');
    expect(grids[1]).toHaveAccessibleName(/noviembre de 2026/);
    expect(grids[1]!.querySelector('thead th')?.textContent).toMatch(/^dom/);
  });

  it('reports a problem in Spanish, asks before discarding and confirms the report sent', async () => {
    const user = userEvent.setup();
    await signInWithHistory(real, [
      { date: '11/20/2026', type: 'purchase', merchant: 'Corner Market', amount: -23.45 },
    ]);
    renderHistoryPanel();
    const list = await screen.findByRole('list', { name: /^Transacciones del/ });
    await user.click(
      within(list).getByRole('button', { name: 'Corner Market, −$23.45, 20 nov 2026, Compra' }),
    );
    await user.click(
      within(list).getByRole('button', { name: 'Reportar un problema con Corner Market del 20 nov 2026' }),
    );

    const sheet = await screen.findByRole('dialog', { name: 'Reportar un problema con Corner Market' });
    expect(within(sheet).getByText('Compra del 20 nov 2026, −$23.45')).toBeInTheDocument();
    expect(
      within(sheet).getByText(
        `Puede reportar un cargo hasta ${DISPUTE_TERMS.noticeDays} días después de que aparezca en su historial.`,
      ),
    ).toBeInTheDocument();
    const reasons = within(sheet).getByRole('group', { name: '¿Qué problema tiene este cargo?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);

    await user.click(within(reasons).getByRole('radio', { name: 'Me cobraron más de una vez' }));
    await user.type(within(sheet).getByLabelText('¿Qué pasó?'), 'Dos cargos iguales');
    await user.type(
      within(sheet).getByRole('textbox', { name: /¿Cómo podemos comunicarnos con usted\?/ }),
      'a@example.com',
    );

    // Atrás with typed text asks first; "Seguir editando" keeps it
    await user.click(within(sheet).getByRole('button', { name: 'Atrás' }));
    const question = await screen.findByRole('alertdialog', { name: '¿Descartar su reporte?' });
    expect(question).toHaveAccessibleDescription('Lo que escribió no se enviará.');
    expect(within(question).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(sheet).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(/^Recibimos su reporte\. El número de referencia de su caso es /),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Reporte enviado').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/Le informaremos el resultado a más tardar el \d{1,2} [a-z]+ \d{4}\./),
    ).toBeInTheDocument();
  });
});

it('the English types and reasons are the words the CSV and the case mail use (contracts)', () => {
  expect(en.types).toEqual(TXN_TYPE_LABELS);
  expect(en.dispute.reasons).toEqual(DISPUTE_REASON_LABELS);
});
