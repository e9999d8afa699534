// The card page on a Spanish page: every word the account remote shows comes from its Spanish
// catalogue (src/i18n/es.ts), and the dates it shows are written the Spanish way.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TEXTS, type DisputeCase } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { SERVER_ERROR, serveTestApi } from '@portal/testing';
import { answerCard, card, renderAccountPage, SUPPORT_PHONE } from '#test/harness';

const { server } = serveTestApi();

beforeEach(async () => {
  setLocale('es');
  await loadAllTexts('es');
});

afterEach(() => setLocale('en'));

const hero = () => screen.getByRole('region', { name: 'Visa terminada en 1234' });

/** The fact shown under a label (dt/dd pair) inside a container. */
function fact(container: HTMLElement, label: string): string | null {
  const term = within(container).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

it('the balance hero: the balance, the state, the card’s facts and Manage card, in Spanish', async () => {
  answerCard(server, card(), { balance: 1234.5 });
  renderAccountPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Mi tarjeta' })).toBeInTheDocument();
  await waitFor(() => expect(fact(hero(), 'Saldo')).toBe('$1,234.50'));
  expect(fact(hero(), 'Estado')).toBe('Activada');
  expect(fact(hero(), 'Nombre')).toBe('Ada Lovelace');
  expect(fact(hero(), 'Tipo')).toBe('Tarjeta física');
  expect(screen.getByRole('heading', { name: 'Administrar la tarjeta' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Restablecer el PIN' })).toBeInTheDocument();
  expect(screen.queryByText('Balance')).not.toBeInTheDocument();
});

it('a balance that failed to load says so in Spanish and offers to try again', async () => {
  answerCard(server, card());
  server.answer('GET /card/balance', SERVER_ERROR);
  renderAccountPage();
  expect(
    await within(await screen.findByRole('region', { name: 'Visa terminada en 1234' })).findByRole('alert'),
  ).toHaveTextContent('No pudimos cargar su saldo.');
  expect(within(hero()).getByRole('button', { name: 'Volver a intentar' })).toBeEnabled();
  expect(hero()).toHaveTextContent('También puede consultar su saldo por teléfono.');
});

it('freezing: the confirmation, its failure and the frozen card, in Spanish', async () => {
  answerCard(server, card());
  renderAccountPage();
  expect(
    await screen.findByRole('heading', { name: 'Congelar la tarjeta temporalmente' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Congelar la tarjeta' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: '¿Está seguro de que desea congelar su tarjeta?',
  });
  expect(dialog).toHaveTextContent(
    `Mientras su tarjeta esté congelada, no se podrá usar. Para descongelarla, tendrá que llamar al ${SUPPORT_PHONE}.`,
  );
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

  server.answer('POST /card/freeze', SERVER_ERROR);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Congelar' }));
  expect(await within(dialog).findByText(ERROR_TEXTS.freezeFailed)).toBeInTheDocument();

  server.answer('POST /card/freeze', { json: { frozen: true } });
  server.answer('GET /card/info', { json: card({ freezeInfo: { frozen: true } }) });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Congelar' }));
  const frozen = await screen.findByRole('region', { name: 'Tarjeta congelada' });
  expect(within(frozen).getByText('Su tarjeta está congelada.')).toBeInTheDocument();
  expect(frozen).toHaveTextContent('Nadie puede usar su tarjeta mientras esté congelada.');
  expect(
    within(frozen).getByRole('link', { name: `Llamar para descongelar ${SUPPORT_PHONE}` }),
  ).toBeVisible();
  await waitFor(() => expect(fact(hero(), 'Estado')).toBe('Congelada'));
});

it('a case: its state, reason and dates in Spanish, each month by its name', async () => {
  const reported: DisputeCase = {
    reference: 'CASE-ABCD2345',
    state: 'under_review',
    reason: 'not_recognised',
    transaction: { date: '11/20/2026', merchant: 'Corner Market', amount: -23.45 },
    openedOn: '11/25/2026',
    followUpDue: '12/10/2026',
    investigationDue: '03/04/2027',
    resultDue: '03/30/2027',
    credited: 0,
    resolvedOn: null,
    explanation: null,
  };
  answerCard(server, card());
  server.answer('GET /card/disputes', { json: { cases: [reported] } });
  renderAccountPage();
  const region = await screen.findByRole('region', { name: 'Problemas que reportó' });
  const item = within(within(region).getByRole('list', { name: 'Casos' })).getByRole('listitem');
  expect(within(item).getByRole('heading', { name: /^Corner Market, 20 nov 2026, / })).toBeInTheDocument();
  expect(item).toHaveTextContent('Estado: En revisión');
  expect(fact(item, 'Motivo')).toBe('No lo reconozco');
  expect(fact(item, 'Reportado el')).toBe('25 nov 2026');
  expect(fact(item, 'La investigación termina a más tardar el')).toBe('4 mar 2027');
});

it('the lost/stolen dialog: its choices and the purchases, dated the Spanish way', async () => {
  const permissions = { ...card().permissions, availableCardReplacement: true };
  answerCard(server, card({ permissions }));
  server.answer('GET /card/replacement', {
    json: {
      virtual: false,
      fee: 0,
      mailingDays: 10,
      address: ['1200 M••• St', 'Wilmington, DE 19801'],
      email: null,
      purchases: [{ id: '17', date: '03/04/2027', merchant: 'Corner Market', amount: -12.5 }],
    },
  });
  renderAccountPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Reportar la tarjeta perdida o robada' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Reportar su tarjeta como perdida o robada',
  });
  const reason = await within(dialog).findByRole('group', { name: '¿Qué le pasó a su tarjeta?' });
  expect(within(reason).getByRole('radio', { name: 'La perdí' })).toBeInTheDocument();
  expect(within(reason).getByRole('radio', { name: 'Me la robaron' })).toBeInTheDocument();
  const purchases = within(dialog).getByRole('group', { name: /^Sus compras de los últimos \d+ días$/ });
  expect(purchases).toHaveTextContent('4 mar 2027');
  expect(
    within(purchases).getByRole('checkbox', { name: /^Yo no hice esta compra: Corner Market, 4 mar 2027, / }),
  ).not.toBeChecked();

  await userEvent.click(
    within(dialog).getByRole('button', { name: 'Cerrar la tarjeta y enviar una de reemplazo' }),
  );
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Elija qué le pasó a su tarjeta');
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
});
