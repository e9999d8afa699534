import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_LOST_STOLEN_EVENT, useSession } from '@portal/session-store';
import { testCard } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { renderHistoryPanel, SERVER_AT_TODAY, signInWithHistory } from '#test/harness';

// the case, its reference and the refusals are the server's: the real api-server answers
const { real } = serveRealApi(SERVER_AT_TODAY);

const PURCHASE = { date: '11/20/2026', type: 'purchase', merchant: 'Corner Market', amount: -23.45 } as const;
const LOAD = { date: '11/19/2026', type: 'load', merchant: 'Card load', amount: 50 } as const;

const OFFER = 'Report my card lost or stolen';

/** The card in the store, replaceable or not (the card page's lost-or-stolen panel's rule). */
function storeCard(availableCardReplacement: boolean) {
  const permissions = { ...testCard().permissions, availableCardReplacement };
  useSession.getState().setCardInfo(testCard({ permissions }));
}

async function openReport(user: ReturnType<typeof userEvent.setup>, replaceable = true) {
  await signInWithHistory(real, [PURCHASE, LOAD]);
  storeCard(replaceable);
  renderHistoryPanel();
  await user.click(screen.getByRole('button', { name: 'Get history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
  await within(dialog).findByText('Corner Market');
  // a load is not offered: only the purchase's row has the button
  const buttons = within(dialog).getAllByRole('button', { name: /^Report a problem/ });
  expect(buttons).toHaveLength(1);
  await user.click(
    within(dialog).getByRole('button', { name: 'Report a problem with Corner Market on 11/20/2026' }),
  );
  return {
    dialog,
    form: await within(dialog).findByRole('form', { name: 'Report a problem with a charge' }),
  };
}

it('a refused form names every field and focuses the first; a sent one shows the reference', async () => {
  const user = userEvent.setup();
  const { dialog, form } = await openReport(user);
  await user.click(within(form).getByRole('button', { name: 'Send report' }));
  expect(within(form).getByText('Choose what is wrong with this charge')).toBeInTheDocument();
  expect(within(form).getByText('Tell us what happened')).toBeInTheDocument();
  expect(within(form).getByText('Give an email address or a phone number to reach you')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(form).getByRole('radio', { name: 'I don’t recognise it' })).toHaveFocus(),
  );

  await user.click(within(form).getByRole('radio', { name: 'I don’t recognise it' }));
  expect(within(form).getByRole('button', { name: OFFER })).toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: 'The amount is wrong' }));
  expect(within(form).queryByRole('button', { name: OFFER })).toBeNull();
  await user.type(within(form).getByLabelText('What happened?'), 'The menu said 13.45');
  await user.type(within(form).getByRole('textbox', { name: /How can we reach you/ }), '(217) 555-0188');
  await user.click(within(form).getByRole('button', { name: 'Send report' }));

  const heading = await within(dialog).findByRole('heading', { name: 'We received your report' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(within(dialog).getByText(/^Your case reference is CASE-[A-Z0-9]{8}\.$/)).toBeInTheDocument();
});

it('a second report of the same charge says the case is open', async () => {
  const user = userEvent.setup();
  const { dialog, form } = await openReport(user);
  const send = async (f: HTMLElement) => {
    await user.click(within(f).getByRole('radio', { name: 'I was charged more than once' }));
    await user.type(within(f).getByLabelText('What happened?'), 'Twice on my statement');
    await user.type(within(f).getByRole('textbox', { name: /How can we reach you/ }), 'a@example.com');
    await user.click(within(f).getByRole('button', { name: 'Send report' }));
  };
  await send(form);
  await within(dialog).findByRole('heading', { name: 'We received your report' });
  await user.click(within(dialog).getByRole('button', { name: 'Back to history' }));
  await user.click(
    await within(dialog).findByRole('button', { name: 'Report a problem with Corner Market on 11/20/2026' }),
  );
  await send(await within(dialog).findByRole('form', { name: 'Report a problem with a charge' }));
  expect(
    await within(dialog).findByText(
      'You have already reported this charge and the case is open. You can follow it on your card page.',
    ),
  ).toBeInTheDocument();
});

it('the lost-or-stolen offer closes the dialog and asks the card page for its report', async () => {
  const user = userEvent.setup();
  const { dialog, form } = await openReport(user);
  const asked = jest.fn();
  window.addEventListener(REPORT_LOST_STOLEN_EVENT, asked);
  try {
    await user.click(within(form).getByRole('radio', { name: 'I don’t recognise it' }));
    await user.click(within(form).getByRole('button', { name: OFFER }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  } finally {
    window.removeEventListener(REPORT_LOST_STOLEN_EVENT, asked);
  }
});

it('offers no lost-or-stolen report for a card that may not be replaced', async () => {
  const user = userEvent.setup();
  const { form } = await openReport(user, false);
  await user.click(within(form).getByRole('radio', { name: 'I don’t recognise it' }));
  expect(within(form).queryByRole('button', { name: OFFER })).toBeNull();
});
