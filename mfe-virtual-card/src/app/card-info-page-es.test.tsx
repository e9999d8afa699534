// The card information screen on a Spanish page (docs/i18n.md): the agreement dialog with the
// Spanish agreement and PDF, the card image's accessible name (the programme's card, then by its
// last four digits), its details as text and the guide, in US Spanish; and the member's code step
// as a partner frame shows it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { serveRealApi } from '@portal/testing/api-server';
import { BALANCE_PHONE, PRODUCT, issueVirtualCard, renderScreen, settleImage } from '#test/harness';
import { CardInfoPage } from './card-info-page';

const { real } = serveRealApi();

beforeEach(async () => {
  setLocale('es');
  await loadAllTexts('es');
});
afterEach(() => setLocale('en'));

it('names the card image, its details and the guide in Spanish once the agreement is accepted', async () => {
  const card = await issueVirtualCard(real);
  renderScreen(<CardInfoPage accountId={card.accountId} cardImageId={card.cardImageId} />);

  const dialog = await screen.findByRole('dialog', {
    name: `Le damos la bienvenida al programa Visa virtual ${PRODUCT}`,
  });
  // the agreement and the consent in Spanish, each saying which version governs (English, the
  // programme's default), and the Spanish PDF
  const terms = within(dialog).getByRole('region', {
    name: 'Contrato del titular de la tarjeta y consentimiento para la firma electrónica',
  });
  expect(terms).toHaveTextContent('Este Contrato se proporciona en español para su conveniencia.');
  expect(terms).toHaveTextContent('Este Consentimiento se proporciona en español para su conveniencia.');
  expect(within(dialog).getByRole('link', { name: /^Descargar el contrato \(PDF\)/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/vv-es\.pdf$/),
  );
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'Confirmo que leí el contrato y lo acepto' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(screen.getByRole('heading', { level: 1, name: 'Esta es su tarjeta virtual' })).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('img[src]')).not.toBeNull());
  // until its details arrive, the image is the programme's card
  expect(document.querySelector('img')).toHaveAttribute('alt', `Su tarjeta Visa virtual ${PRODUCT}`);
  expect(await settleImage()).toBe('load');
  const details = await screen.findByRole('region', { name: 'Datos de la tarjeta' });
  expect(
    await screen.findByRole('img', { name: `Visa virtual que termina en ${card.cardNumber.slice(-4)}` }),
  ).toBeVisible();
  expect(within(details).getByText('Número de tarjeta', { selector: 'dt' })).toBeInTheDocument();
  expect(within(details).getByText('Fecha de vencimiento', { selector: 'dt' })).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'Copiar el número de tarjeta' })).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'Mostrar el código de seguridad' })).toBeInTheDocument();

  expect(screen.getByRole('region', { name: 'Próximos pasos' })).toHaveTextContent(
    'Guarde esta información en un lugar seguro.',
  );
  expect(screen.getByRole('region', { name: 'Notas importantes' })).toHaveTextContent(
    `Puede consultar su saldo en este sitio web o por teléfono al ${BALANCE_PHONE}.`,
  );
});

it("asks a partner's member for the code in Spanish, a wrong code's tries included", async () => {
  const verify = jest.fn().mockResolvedValue({ ok: false, code: 'code_invalid', triesLeft: 1 });
  const verification = { sentTo: { email: 'm•••@example.com', phone: null }, verify, newCode: jest.fn() };
  renderScreen(
    <CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={verification} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Confirmemos que es usted' })).toBeInTheDocument();
  expect(
    screen.getByText(
      `Para proteger su tarjeta, ${PRODUCT} envió un código de 6 dígitos a m•••@example.com. Ingréselo a continuación para ver su tarjeta.`,
    ),
  ).toBeInTheDocument();
  const code = screen.getByRole('textbox', { name: 'Código' });
  await userEvent.click(code);
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(code).toHaveAccessibleDescription(/Ingrese los 6 dígitos de su código\./);
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
  await waitFor(() =>
    expect(code).toHaveAccessibleDescription(/Este código no es correcto\. Le queda 1 intento más\./),
  );
});
