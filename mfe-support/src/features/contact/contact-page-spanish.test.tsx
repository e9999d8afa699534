// The contact page on a Spanish page: every word the support remote shows comes from its Spanish
// catalogue (src/i18n/es.ts); the natures of inquiry are worded in Spanish and sent as their codes.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/router';
import { CONTACT_REPLY_BUSINESS_DAYS, ERROR_TEXTS } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { serveTestApi } from '@portal/testing';
import { CONFIG } from '#test/fixtures';
import { ContactPage } from './contact-page';

const testApi = serveTestApi();
const ROUTE = 'POST /support/contact';

beforeEach(async () => {
  setLocale('es');
  await loadAllTexts('es');
});

afterEach(() => setLocale('en'));

function renderContact() {
  useRuntimeConfig.getState().setConfig(CONFIG);
  render(
    <ThemeProvider program={CONFIG.program}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const form = screen.getByRole('form', { name: 'Envíenos un mensaje' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  return {
    form,
    name: field(/^Nombre/),
    email: field(/^Correo electrónico/),
    card: field(/^Número de tarjeta/),
    inquiry: field(/^Motivo de la consulta/),
    message: field(/^Mensaje/),
    send: within(form).getByRole('button', { name: 'Enviar' }),
  };
}

it('the page, its form and its side in Spanish', () => {
  const f = renderContact();
  expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
  expect(
    screen.getByText('Envíenos su pregunta y le responderemos por correo electrónico.'),
  ).toBeInTheDocument();
  expect(f.card).toHaveAccessibleName(expect.stringContaining('Número de tarjeta (Opcional)'));
  expect(f.message).toHaveAccessibleName('Mensaje (Opcional)');
  const options = within(f.inquiry).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Seleccione…',
    'Saldo de la tarjeta',
    'Uso de la tarjeta',
    'Problemas técnicos',
  ]);
  // the values the server receives stay the codes
  expect(options.slice(1).map((o) => o.getAttribute('value'))).toEqual([
    'Card Balance',
    'Card Use',
    'Technical problems',
  ]);
  const aside = screen.getByRole('complementary', { name: 'Contáctenos' });
  for (const heading of ['Teléfono', 'Correo postal', 'Sitio web'])
    expect(within(aside).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(
    within(aside).getByRole('link', { name: `Servicio al cliente ${CONFIG.program.supportPhone}` }),
  ).toBeInTheDocument();
  expect(
    within(aside).getByRole('link', { name: `Saldo de la tarjeta ${CONFIG.program.balancePhone}` }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Contact Us|Send us|Nature of inquiry|Optional/)).toBeNull();
});

it('a message sent: the inquiry’s code to the server, the confirmation in Spanish', async () => {
  const user = userEvent.setup();
  testApi.server.answer(ROUTE, { status: 200, json: { received: true, reference: 'C-7F3K9Q' } });
  const f = renderContact();
  await user.type(f.name, 'Ada Lovelace');
  await user.type(f.email, 'ada@example.com');
  await user.selectOptions(f.inquiry, 'Uso de la tarjeta');
  await user.click(f.send);
  const confirmation = await screen.findByRole('region', { name: ERROR_TEXTS.contactSucceeded });
  expect(testApi.server.calls(ROUTE).map((call) => call.body)).toEqual([
    expect.objectContaining({ inquiryType: 'Card Use' }),
  ]);
  expect(confirmation).toHaveTextContent('Su número de referencia: C-7F3K9Q');
  expect(confirmation).toHaveTextContent(
    `Le responderemos a ada@example.com dentro de ${CONTACT_REPLY_BUSINESS_DAYS} días hábiles.`,
  );
  expect(confirmation).toHaveTextContent(
    'Mencione este número de referencia si nos escribe o nos llama sobre este mensaje.',
  );
  await user.click(within(confirmation).getByRole('button', { name: 'Enviar otro mensaje' }));
  await waitFor(() => expect(screen.getByRole('form', { name: 'Envíenos un mensaje' })).toBeInTheDocument());
});
