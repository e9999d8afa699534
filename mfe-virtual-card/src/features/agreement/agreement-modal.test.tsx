// spec §2 'Virtual agreement modal', §4 Agreement, §5 Agreement, §8 agreement errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { esignConsent, fillLegalText, virtualAgreement } from '@portal/legal';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import {
  BALANCE_PHONE,
  issueVirtualCard,
  PRODUCT,
  SUPPORT_PHONE,
  renderScreen,
  type VirtualCard,
} from '#test/harness';
import { AgreementModal } from './agreement-modal';

// the agreement and its signature are the server's rules: the real api-server answers
const { real } = serveRealApi();

const TITLE = `Welcome to the ${PRODUCT} Virtual Visa program`;

/** The bodies of the calls to `route` for the card's link (a previous test's may still arrive). */
const bodies = (route: 'POST /card/vv/agreement' | 'POST /card/vv/agreement/sign', card: VirtualCard) =>
  real.server
    .calls(route)
    .map((s) => s.body)
    .filter((body) => (body as { accountId?: string }).accountId === card.accountId);

async function openModal(card: VirtualCard, props: Partial<Parameters<typeof AgreementModal>[0]> = {}) {
  const onAccepted = jest.fn();
  renderScreen(
    <AgreementModal
      accountId={card.accountId}
      cardImageId={card.cardImageId}
      onAccepted={onAccepted}
      {...props}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { dialog, onAccepted };
}

it('shows a full-page overlay until the agreement check finishes, then opens when not accepted', async () => {
  const card = await issueVirtualCard(real);
  const release = real.server.hold('POST /card/vv/agreement');
  renderScreen(<AgreementModal accountId={card.accountId} cardImageId={card.cardImageId} />);
  expect(screen.getByRole('progressbar', { name: 'Checking the agreement' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => release());
  expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(bodies('POST /card/vv/agreement', card)).toEqual([{ accountId: card.accountId }]);
});

it('shows the welcome text, the agreement and the e-sign consent with the programme values', async () => {
  const { dialog } = await openModal(await issueVirtualCard(real));
  expect(
    within(dialog).getByText('accept the terms below and your card will then display!'),
  ).toBeInTheDocument();
  const terms = within(dialog).getByRole('region', { name: 'Cardholder agreement and e-sign consent' });
  expect(
    within(terms).getByRole('heading', { name: 'Virtual Visa Cardholder Agreement' }),
  ).toBeInTheDocument();
  expect(within(terms).getByRole('heading', { name: 'E-Sign Consent' })).toBeInTheDocument();
  // every paragraph of both documents, with the programme's product and phone filled in
  const values = { product: PRODUCT, phone: SUPPORT_PHONE, balancePhone: BALANCE_PHONE };
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

it('offers the agreement as a PDF to keep, from the server that renders it with the programme values', async () => {
  const { dialog } = await openModal(await issueVirtualCard(real));
  const link = within(dialog).getByRole('link', {
    name: 'Download the agreement (PDF) (opens in a new tab)',
  });
  const href = new URL(link.getAttribute('href')!);
  expect(href.pathname).toMatch(/\/legal\/vv\.pdf$/);
  const pdf = await fetch(href);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
});

it('keeps Ok disabled until "I confirm that I have read and agree" is ticked', async () => {
  const { dialog } = await openModal(await issueVirtualCard(real));
  const ok = within(dialog).getByRole('button', { name: 'Ok' });
  expect(ok).toBeDisabled();
  const box = within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' });
  await userEvent.click(box);
  expect(ok).toBeEnabled();
  await userEvent.click(box);
  expect(ok).toBeDisabled();
});

it('signs the agreement with the link email on Ok and closes', async () => {
  const card = await issueVirtualCard(real);
  const { dialog, onAccepted } = await openModal(card, { email: 'link@example.test' });
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodies('POST /card/vv/agreement/sign', card)).toEqual([
    { accountId: card.accountId, email: 'link@example.test' },
  ]);
  expect(real.server.calls('POST /card/registerVirtualCard')).toEqual([]);
  expect((await real.show(card)).agreementAcceptedAt).not.toBeNull();
  expect(onAccepted).toHaveBeenCalledTimes(1);
});

it('is not closed by Escape nor by a click on the backdrop', async () => {
  const { dialog } = await openModal(await issueVirtualCard(real));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(document.body);
  expect(dialog).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
});

it('shows "Something went wrong. Please try again later." when signing fails, and signs on a retry', async () => {
  const card = await issueVirtualCard(real);
  real.server.answer('POST /card/vv/agreement/sign', SERVER_ERROR, { times: 1 });
  const { dialog, onAccepted } = await openModal(card);
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Something went wrong. Please try again later.',
  );
  expect(onAccepted).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeEnabled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onAccepted).toHaveBeenCalledTimes(1);
});

it('reads "Processing..." on Ok while the signature is in flight', async () => {
  const release = real.server.hold('POST /card/vv/agreement/sign');
  const { dialog } = await openModal(await issueVirtualCard(real));
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(await within(dialog).findByText('Processing...')).toBeInTheDocument();
  await act(async () => release());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('opens when the status check fails (a status error counts as not accepted)', async () => {
  const card = await issueVirtualCard(real);
  real.server.answer('POST /card/vv/agreement', SERVER_ERROR);
  const { dialog } = await openModal(card);
  expect(dialog).toBeInTheDocument();
});

it('stays closed and reports acceptance when the agreement is already accepted', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  const onAccepted = jest.fn();
  renderScreen(
    <AgreementModal accountId={card.accountId} cardImageId={card.cardImageId} onAccepted={onAccepted} />,
  );
  await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(bodies('POST /card/vv/agreement/sign', card)).toEqual([]);
});

it('shows nothing and calls nothing when the route parameters are missing', () => {
  const { container } = renderScreen(<AgreementModal accountId="" cardImageId="img_fedcba9876543210" />);
  // the theme wrapper holds nothing
  expect(container.firstElementChild).toBeEmptyDOMElement();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(real.server.seen).toEqual([]);
});
