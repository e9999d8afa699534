// The virtual card stepper on a Spanish page (docs/i18n.md): its heading, its steps' names and its
// form's group and button in US Spanish, once the registered-card check lets the form show.
import { screen, within } from '@testing-library/react';
import { encodeBase64Param } from '@portal/contracts';
import { loadAllTexts, setLocale } from '@portal/contracts/i18n';
import { serveRealApi } from '@portal/testing/api-server';
import { issueVirtualLink, RecordingCaptcha, renderAt, useServer } from '#test/harness';
import { VirtualRegistration } from './virtual-registration';

const { real } = serveRealApi();

beforeEach(async () => {
  useServer(real.server, new RecordingCaptcha());
  window.localStorage.clear();
  Element.prototype.scrollIntoView = () => {};
  setLocale('es');
  await loadAllTexts('es');
});
afterEach(() => setLocale('en'));

it('names the steps, the form and its button in Spanish', async () => {
  const link = await issueVirtualLink(real);
  renderAt(
    `/ind/registration/${link.accountId}/${encodeBase64Param(link.cardImageId)}`,
    '/ind/registration/:accountId/:cardImageId',
    <VirtualRegistration
      accountId={link.accountId}
      cardImageId={link.cardImageId}
      renderReady={() => null}
    />,
  );
  const form = await screen.findByRole('form', { name: 'Registrar' });
  expect(screen.getByRole('heading', { level: 1, name: 'Registre su tarjeta virtual' })).toBeInTheDocument();
  const steps = screen.getByRole('navigation', { name: 'Pasos del registro de la tarjeta virtual' });
  expect(within(steps).getByRole('button', { name: 'Paso 1: Registrar' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(within(steps).getByRole('button', { name: 'Paso 2: Lista' })).toBeDisabled();
  const holder = within(form).getByRole('group', { name: 'Información del titular de la tarjeta' });
  expect(within(holder).getByLabelText(/^Correo electrónico/, { selector: 'input' })).toBeEnabled();
  expect(within(form).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
});
