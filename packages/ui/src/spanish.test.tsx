// @portal/ui on a Spanish page: the words its components say themselves come from its catalogue
// (src/i18n), and the date-range picker's calendar speaks Spanish (es-US: month and day names,
// weeks from Sunday) while its fields keep the spec's MM/DD/YYYY; dates shown name the month.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { Button } from './button';
import { DateRangePicker, type DateParts, type DateRangeValue } from './date-range-picker';
import { Pagination } from './pagination';
import { ReplacementDone } from './replacement-done';
import { Stepper } from './stepper';

const d = (month: number, day: number, year = 2026): DateParts => ({ year, month, day });

beforeEach(async () => {
  setLocale('es');
  await loadAllTexts('es');
});
afterEach(() => setLocale('en'));

function Picker() {
  const [value, setValue] = useState<DateRangeValue>({ start: d(10, 23), end: d(11, 22) });
  return (
    <DateRangePicker
      label="Fechas"
      value={value}
      onChange={setValue}
      minValue={d(11, 22, 2006)}
      maxValue={d(11, 22)}
    />
  );
}

it('the date-range picker: Spanish labels, MM/DD/YYYY values and a Spanish calendar from Sunday', async () => {
  const user = userEvent.setup();
  render(<Picker />);
  const group = screen.getByRole('group', { name: 'Fechas' });
  expect(within(group).getByRole('textbox', { name: 'Fecha de inicio' })).toHaveValue('10/23/2026');
  expect(within(group).getByRole('textbox', { name: 'Fecha final' })).toHaveValue('11/22/2026');
  expect(within(group).getByText('MM/DD/AAAA')).toBeInTheDocument();

  await user.click(within(group).getByRole('button', { name: 'Elegir fechas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fechas' });
  const grids = within(dialog).getAllByRole('grid');
  expect(grids[0]).toHaveAccessibleName(/octubre de 2026/);
  expect(grids[1]).toHaveAccessibleName(/noviembre de 2026/);
  const headers = Array.from(grids[1]!.querySelectorAll('thead th'), (th) => th.textContent);
  expect(headers).toHaveLength(7);
  expect(headers[0]).toMatch(/^dom/);
  expect(headers[1]).toMatch(/^lun/);
  // November 1, 2026 is a Sunday: it opens the first week of the second month
  const firstWeek = within(grids[1]!).getAllByRole('row')[0]!;
  expect(within(firstWeek).getAllByRole('gridcell')[0]).toHaveTextContent(/^1$/);
  // react-aria's own labels follow the locale too
  expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
  expect(
    within(dialog).getByRole('button', { name: /^domingo, 1 de noviembre de 2026/ }),
  ).toBeInTheDocument();
});

it('pagination, the stepper and a busy button say their own words in Spanish', () => {
  render(
    <>
      <Pagination page={2} totalPages={5} onPageChange={() => undefined} />
      <Stepper
        label="Pasos"
        activeIndex={1}
        onActiveIndexChange={() => undefined}
        steps={[
          { id: 'a', label: 'Datos', completed: true, content: null },
          { id: 'b', label: 'Confirmar', completed: false, optional: true, content: null },
          { id: 'c', label: 'Listo', completed: false, content: null },
        ]}
      />
      <Button isBusy>Enviar</Button>
    </>,
  );
  const pages = screen.getByRole('navigation', { name: 'Paginación' });
  expect(within(pages).getByRole('button', { name: /Anterior/ })).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: /Siguiente/ })).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  const steps = screen.getByRole('navigation', { name: 'Pasos' });
  expect(within(steps).getByRole('button', { name: 'Paso 1: Datos, completado' })).toBeInTheDocument();
  expect(within(steps).getByRole('button', { name: 'Paso 2: Confirmar (Opcional)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
  // the stepper's Next, beside the pagination's
  expect(screen.getAllByRole('button', { name: 'Siguiente' })).toHaveLength(2);

  expect(screen.getByRole('button', { name: 'Procesando...' })).toHaveAttribute('aria-busy', 'true');
});

it('the replacement done: its words and dates in Spanish, amounts as in English', () => {
  render(
    <ReplacementDone
      phone="1-800-555-0100"
      result={{
        closedCard: '4111 **** **** 4989',
        replacementCard: '4111 **** **** 9066',
        virtual: false,
        fee: 5,
        balanceMoved: 195.14,
        mailingDays: 30,
        arrivesBy: '12/28/2026',
        address: ['12 M••• St', 'Wilmington, DE 19801'],
        email: 'j•••@example.com',
        disputes: [
          {
            reference: 'CASE-ABCD2345',
            state: 'received',
            reason: 'not_recognised',
            transaction: { date: '11/20/2026', merchant: 'Corner Market', amount: -23.45 },
            openedOn: '11/25/2026',
            followUpDue: null,
            investigationDue: '03/25/2027',
            resultDue: '03/30/2027',
            credited: 0,
            resolvedOn: null,
            explanation: null,
          },
        ],
      }}
    />,
  );
  const region = screen.getByRole('region', { name: 'Su dinero está seguro' });
  expect(within(region).getByText('Su nuevo saldo').nextElementSibling).toHaveTextContent(
    '$190.14Después del cargo por reemplazo de $5.00.',
  );
  const card = within(region).getByText('Su tarjeta nueva').nextElementSibling as HTMLElement;
  expect(card).toHaveTextContent('terminada en 9066');
  expect(card).toHaveTextContent('Llega a más tardar el 28 dic 2026.');
  expect(within(region).getByText('Corner Market, 20 nov 2026, −$23.45')).toBeInTheDocument();
  expect(
    within(region).getByText(
      'Número de referencia CASE-ABCD2345. Le informaremos el resultado a más tardar el 30 mar 2027.',
    ),
  ).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: /^Llamar a servicio al cliente/ })).toHaveAttribute(
    'href',
    'tel:+18005550100',
  );
});
