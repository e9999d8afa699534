// The physical card form on a Spanish page (docs/i18n.md): its title, its groups and every field's
// label in US Spanish, the date of birth's format, and a field's message after an empty submit.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { RecordingCaptcha, renderAt, useServer } from '#test/harness';
import { RegistrationPage } from './registration-page';

// an invalid form sends nothing: the test server only records
const { server } = serveTestApi();

beforeEach(async () => {
  useServer(server, new RecordingCaptcha());
  useSession.getState().logout();
  setLocale('es');
  await loadAllTexts('es');
});
afterEach(() => setLocale('en'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled `label` (a required field's label ends with a '*' hidden from assistive tech). */
const input = (label: string, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(new RegExp(`^${escape(label)}\\*?$`), { selector: 'input' });

it('labels the form, its groups and every field in Spanish', () => {
  renderAt('/ind/registration', '/ind/registration', <RegistrationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Registro de la tarjeta' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Registro de la tarjeta' })).toBeInTheDocument();
  const card = screen.getByRole('group', { name: 'Su tarjeta' });
  for (const label of ['Número de tarjeta', 'CVV']) expect(input(label, card)).toBeInTheDocument();
  const holder = screen.getByRole('group', { name: 'Información del titular de la tarjeta' });
  for (const label of [
    'Nombre',
    'Apellido',
    'Fecha de nacimiento (opcional)',
    'Dirección',
    'Dirección, línea 2 (opcional)',
    'Ciudad',
    'Estado',
    'Código postal',
    'Correo electrónico',
    'Número de celular (obligatorio para mensajes de texto)',
  ])
    expect(input(label, holder)).toBeInTheDocument();
  // the field still takes month, day, year; its hint names them in Spanish
  expect(input('Fecha de nacimiento (opcional)')).toHaveAccessibleDescription('MM/DD/AAAA');
  expect(screen.getByRole('button', { name: 'Registrar' })).toBeInTheDocument();
});

it("words a field's message in Spanish after an empty submit", async () => {
  renderAt('/ind/registration', '/ind/registration', <RegistrationPage />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar' }));
  const cardNumber = input('Número de tarjeta');
  expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  // the contracts' rule, worded in the page's language where the form shows it
  expect(cardNumber).toHaveAccessibleDescription('El número de tarjeta es obligatorio');
  expect(server.seen).toEqual([]);
});
