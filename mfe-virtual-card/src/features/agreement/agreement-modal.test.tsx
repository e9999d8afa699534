// spec §2 'Virtual agreement modal', §4 Agreement, §5 Agreement, §8 agreement errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VirtualRegistrationDetails } from '@portal/contracts/props';
import { esignConsent, fillLegalText, virtualAgreement } from '@portal/legal';
import {
  ACCOUNT_ID,
  CARD_IMAGE_ID,
  FakeVirtualCardLedger,
  PRODUCT,
  SUPPORT_PHONE,
  renderWithLedger,
} from '#test/harness';
import { AgreementModal } from './agreement-modal';

const TITLE = `Welcome to the ${PRODUCT} Virtual Visa program`;

const DETAILS: VirtualRegistrationDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '',
  address1: '12 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  email: 'ada@example.test',
  phone: '(217) 555-0100',
};

async function openModal(
  ledger: FakeVirtualCardLedger,
  props: Partial<Parameters<typeof AgreementModal>[0]> = {},
) {
  const onAccepted = jest.fn();
  renderWithLedger(
    <AgreementModal accountId={ACCOUNT_ID} cardImageId={CARD_IMAGE_ID} onAccepted={onAccepted} {...props} />,
    ledger,
  );
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { dialog, onAccepted };
}

it('shows a full-page overlay until the agreement check finishes, then opens when not accepted', async () => {
  const ledger = new FakeVirtualCardLedger();
  const release = ledger.hold('agreement');
  renderWithLedger(<AgreementModal accountId={ACCOUNT_ID} cardImageId={CARD_IMAGE_ID} />, ledger);
  expect(screen.getByRole('progressbar', { name: 'Checking the agreement' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => release());
  expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(ledger.callsOf('agreement')).toEqual([{ accountId: ACCOUNT_ID }]);
});

it('shows the welcome text, the agreement and the e-sign consent with the programme values', async () => {
  const { dialog } = await openModal(new FakeVirtualCardLedger());
  expect(
    within(dialog).getByText('accept the terms below and your card will then display!'),
  ).toBeInTheDocument();
  const terms = within(dialog).getByRole('region', { name: 'Cardholder agreement and e-sign consent' });
  expect(
    within(terms).getByRole('heading', { name: 'Virtual Visa Cardholder Agreement' }),
  ).toBeInTheDocument();
  expect(within(terms).getByRole('heading', { name: 'E-Sign Consent' })).toBeInTheDocument();
  // every paragraph of both documents, with the programme's product and phone filled in
  const values = { product: PRODUCT, phone: SUPPORT_PHONE };
  for (const document of [virtualAgreement, esignConsent]) {
    for (const section of document.sections) {
      expect(within(terms).getByRole('heading', { name: section.heading })).toBeInTheDocument();
      for (const block of section.blocks) {
        if (block.kind === 'paragraph') expect(terms).toHaveTextContent(fillLegalText(block.text, values));
      }
    }
  }
  expect(terms).toHaveTextContent(`by calling ${SUPPORT_PHONE}`);
  expect(terms).not.toHaveTextContent('{product}');
  // the scrollable region can be reached by keyboard
  expect(terms).toHaveAttribute('tabindex', '0');
});

it('keeps Ok disabled until "I confirm that I have read and agree" is ticked', async () => {
  const { dialog } = await openModal(new FakeVirtualCardLedger());
  const ok = within(dialog).getByRole('button', { name: 'Ok' });
  expect(ok).toBeDisabled();
  const box = within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' });
  await userEvent.click(box);
  expect(ok).toBeEnabled();
  await userEvent.click(box);
  expect(ok).toBeDisabled();
});

it('signs the agreement with the link email on Ok and closes', async () => {
  const ledger = new FakeVirtualCardLedger();
  const { dialog, onAccepted } = await openModal(ledger, { email: 'link@example.test' });
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(ledger.callsOf('agreementSign')).toEqual([{ accountId: ACCOUNT_ID, email: 'link@example.test' }]);
  expect(ledger.callsOf('registerVirtualCard')).toEqual([]);
  expect(ledger.cards.get(ACCOUNT_ID)?.acceptedOn).not.toBeNull();
  expect(onAccepted).toHaveBeenCalledTimes(1);
});

it('is not closed by Escape nor by a click on the backdrop', async () => {
  const { dialog } = await openModal(new FakeVirtualCardLedger());
  await userEvent.keyboard('{Escape}');
  await userEvent.click(document.body);
  expect(dialog).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
});

it('shows "Something went wrong. Please try again later." when signing fails, and signs on a retry', async () => {
  const ledger = new FakeVirtualCardLedger();
  ledger.failing.add('agreementSign');
  const { dialog, onAccepted } = await openModal(ledger);
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Something went wrong. Please try again later.',
  );
  expect(onAccepted).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeEnabled();

  ledger.failing.delete('agreementSign');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onAccepted).toHaveBeenCalledTimes(1);
});

it('reads "Processing..." on Ok while the signature is in flight', async () => {
  const ledger = new FakeVirtualCardLedger();
  const release = ledger.hold('agreementSign');
  const { dialog } = await openModal(ledger);
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(await within(dialog).findByText('Processing...')).toBeInTheDocument();
  await act(async () => release());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('opens when the status check fails (a status error counts as not accepted)', async () => {
  const ledger = new FakeVirtualCardLedger();
  ledger.failing.add('agreement');
  const { dialog } = await openModal(ledger);
  expect(dialog).toBeInTheDocument();
});

it('stays closed and reports acceptance when the agreement is already accepted', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  const onAccepted = jest.fn();
  renderWithLedger(
    <AgreementModal accountId={ACCOUNT_ID} cardImageId={CARD_IMAGE_ID} onAccepted={onAccepted} />,
    ledger,
  );
  await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(ledger.callsOf('agreementSign')).toEqual([]);
});

it('shows nothing and calls nothing when the route parameters are missing', () => {
  const ledger = new FakeVirtualCardLedger();
  const { container } = renderWithLedger(<AgreementModal accountId="" cardImageId={CARD_IMAGE_ID} />, ledger);
  // the theme wrapper holds nothing
  expect(container.firstElementChild).toBeEmptyDOMElement();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(ledger.calls).toEqual([]);
});

describe('agreement flow (registerOnAccept)', () => {
  it('registers the card with the details first, then signs', async () => {
    const ledger = new FakeVirtualCardLedger({ registered: false, email: null });
    const { dialog, onAccepted } = await openModal(ledger, {
      registerOnAccept: true,
      registration: DETAILS,
      email: DETAILS.email,
      linkClickParams: { src: 'email' },
    });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(ledger.calls.map((c) => c.call)).toEqual(['agreement', 'registerVirtualCard', 'agreementSign']);
    expect(ledger.callsOf('registerVirtualCard')).toEqual([
      { ...DETAILS, accountId: ACCOUNT_ID, linkClickParams: { src: 'email' } },
    ]);
    expect(ledger.cards.get(ACCOUNT_ID)?.registered).toBe(true);
  });

  it('does not register twice when the signature failed and Ok is pressed again (the registered flag)', async () => {
    const ledger = new FakeVirtualCardLedger({ registered: false });
    ledger.failing.add('agreementSign');
    const { dialog, onAccepted } = await openModal(ledger, { registerOnAccept: true, registration: DETAILS });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    ledger.failing.delete('agreementSign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
    expect(ledger.callsOf('registerVirtualCard')).toHaveLength(1);
    expect(ledger.callsOf('agreementSign')).toHaveLength(2);
  });

  it('shows the failure alert and does not sign when the registration fails', async () => {
    const ledger = new FakeVirtualCardLedger({ registered: false });
    ledger.failing.add('registerVirtualCard');
    const { dialog, onAccepted } = await openModal(ledger, { registerOnAccept: true, registration: DETAILS });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(ledger.callsOf('agreementSign')).toEqual([]);
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
