import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_OPENED_EVENT, DISPUTE_REASON_LABELS } from '@portal/contracts';
import { REPORT_LOST_STOLEN_EVENT, useSession } from '@portal/session-store';
import { testCard } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { renderHistoryPanel, SERVER_AT_TODAY, signInWithHistory } from '#test/harness';

// the case, its reference and the refusals are the server's: the real api-server answers
const { real } = serveRealApi(SERVER_AT_TODAY);

const PURCHASE = { date: '11/20/2026', type: 'purchase', merchant: 'Corner Market', amount: -23.45 } as const;
const LOAD = { date: '11/19/2026', type: 'load', merchant: 'Card load', amount: 50 } as const;

const ROW = 'Corner Market, −$23.45, 11/20/2026, Purchase';
const REPORT = 'Report a problem with Corner Market on 11/20/2026';
const SHEET = 'Report a problem with Corner Market';
const OFFER = 'Report my card lost or stolen';
const NOT_RECOGNIZED = DISPUTE_REASON_LABELS.not_recognised;

type User = ReturnType<typeof userEvent.setup>;

/** The card in the store, replaceable or not (the card page's lost-or-stolen panel's rule). */
function storeCard(availableCardReplacement: boolean) {
  const permissions = { ...testCard().permissions, availableCardReplacement };
  useSession.getState().setCardInfo(testCard({ permissions }));
}

const disputeCalls = () =>
  real.server
    .calls('POST /card/disputes')
    .filter((s) => s.authorization === `Bearer ${useSession.getState().authToken}`);

/** The purchase's row in the list, opened, and its "Report a problem" pressed: the sheet. */
async function openSheet(user: User) {
  const list = await screen.findByRole('list', { name: /^Transactions from/ });
  const row = within(list).getByRole('button', { name: ROW });
  await user.click(row);
  const details = document.getElementById(row.getAttribute('aria-controls')!)!;
  // a load is not offered: only the purchase's details have the button
  await user.click(within(list).getByRole('button', { name: 'Card load, +$50.00, 11/19/2026, Load' }));
  expect(within(list).getAllByRole('button', { name: /^Report a problem/ })).toHaveLength(1);
  const report = within(details).getByRole('button', { name: REPORT });
  await user.click(report);
  const sheet = await screen.findByRole('dialog', { name: SHEET });
  return { sheet, form: within(sheet).getByRole('form', { name: SHEET }), report, details };
}

async function signInAndOpen(user: User, replaceable = true) {
  await signInWithHistory(real, [PURCHASE, LOAD]);
  storeCard(replaceable);
  const view = renderHistoryPanel();
  return { ...(await openSheet(user)), view };
}

async function fill(user: User, form: HTMLElement, reason: string, description: string, contact: string) {
  await user.click(within(form).getByRole('radio', { name: reason }));
  await user.type(within(form).getByLabelText('What happened?'), description);
  await user.type(within(form).getByRole('textbox', { name: /How can we reach you/ }), contact);
}

/** The purchase reported as charged twice, sent: the sheet closed. */
async function reportTwiceCharged(user: User) {
  const first = await signInAndOpen(user);
  await fill(user, first.form, 'I was charged more than once', 'Twice on my statement', 'a@example.com');
  await user.click(within(first.sheet).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return first;
}

/** The card page again, later: the same charge reported again, the sheet left open for the answer. */
async function reportAgain(user: User, view: { unmount: () => void }) {
  view.unmount();
  renderHistoryPanel();
  const again = await openSheet(user);
  await fill(user, again.form, 'I was charged more than once', 'Twice on my statement', 'a@example.com');
  await user.click(within(again.sheet).getByRole('button', { name: 'Send report' }));
  return again;
}

it('"Report a problem" opens a sheet titled for the transaction, with "Send report" and "Back"', async () => {
  const user = userEvent.setup();
  const { sheet } = await signInAndOpen(user);
  expect(within(sheet).getByRole('heading', { name: SHEET })).toBeInTheDocument();
  expect(within(sheet).getByText('Purchase on 11/20/2026, −$23.45')).toBeInTheDocument();
  expect(within(sheet).getByRole('button', { name: 'Send report' })).toBeInTheDocument();
  expect(within(sheet).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(within(sheet).queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  // the only dialog: the list stays behind it
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
});

it('a refused form names every field and focuses the first', async () => {
  const user = userEvent.setup();
  const { sheet, form } = await signInAndOpen(user);
  await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
  expect(within(form).getByText('Choose what is wrong with this charge')).toBeInTheDocument();
  expect(within(form).getByText('Tell us what happened')).toBeInTheDocument();
  expect(within(form).getByText('Give an email address or a phone number to reach you')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole('radio', { name: NOT_RECOGNIZED })).toHaveFocus());
  expect(disputeCalls()).toHaveLength(0);
});

it('a sent report closes the sheet and stays on its row with the case reference, which takes the focus', async () => {
  const user = userEvent.setup();
  const opened = jest.fn();
  window.addEventListener(DISPUTE_OPENED_EVENT, opened);
  try {
    const { form, details } = await signInAndOpen(user);
    await user.click(within(form).getByRole('radio', { name: NOT_RECOGNIZED }));
    expect(within(form).getByRole('button', { name: OFFER })).toBeInTheDocument();
    await fill(user, form, 'The amount is wrong', 'The menu said 13.45', '(217) 555-0188');
    expect(within(form).queryByRole('button', { name: OFFER })).toBeNull();
    // Enter in the last field sends, as the footer's "Send report" does
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const confirmation = within(details).getByText(
      /^We received your report\. Your case reference is CASE-[A-Z0-9]{8}\.$/,
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(
      within(details).getByText(/We will tell you the result by \d{2}\/\d{2}\/\d{4}\./),
    ).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: REPORT })).not.toBeInTheDocument();
    // the wide table's row says it too, with the same reference
    const reference = /CASE-[A-Z0-9]{8}/.exec(confirmation.textContent!)![0];
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Corner Market/ })).toHaveTextContent(
      `Report sent ${reference}`,
    );
    expect(disputeCalls()).toHaveLength(1);
    expect(opened).toHaveBeenCalledTimes(1);
  } finally {
    window.removeEventListener(DISPUTE_OPENED_EVENT, opened);
  }
});

it('"Back" with nothing typed closes the sheet and gives the focus back to "Report a problem"', async () => {
  const user = userEvent.setup();
  const { sheet, report } = await signInAndOpen(user);
  await user.click(within(sheet).getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(report).toHaveFocus());
});

it('"Back" with typed text asks "Discard your report?": "Keep editing" keeps the text, "Discard" sends nothing', async () => {
  const user = userEvent.setup();
  const { sheet, form, report } = await signInAndOpen(user);
  await user.type(within(form).getByLabelText('What happened?'), 'Charged twice');
  await user.click(within(sheet).getByRole('button', { name: 'Back' }));
  let ask = await screen.findByRole('alertdialog', { name: 'Discard your report?' });
  expect(ask).toHaveAccessibleDescription('What you typed will not be sent.');
  // the safe action comes last and has the focus: Enter by habit keeps the text
  const buttons = within(ask).getAllByRole('button');
  expect(buttons).toHaveLength(2);
  expect(buttons[0]).toHaveAccessibleName('Discard');
  expect(buttons[1]).toHaveAccessibleName('Keep editing');
  await waitFor(() => expect(buttons[1]).toHaveFocus());

  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(form).getByLabelText('What happened?')).toHaveValue('Charged twice');

  await user.click(within(sheet).getByRole('button', { name: 'Back' }));
  ask = await screen.findByRole('alertdialog', { name: 'Discard your report?' });
  await user.click(within(ask).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(report).toHaveFocus());
  expect(disputeCalls()).toHaveLength(0);
});

it('Escape with typed text asks before discarding too; Escape again keeps editing', async () => {
  const user = userEvent.setup();
  const { form } = await signInAndOpen(user);
  const contact = within(form).getByRole('textbox', { name: /How can we reach you/ });
  await user.type(contact, 'a@example.com');
  await user.keyboard('{Escape}');
  await screen.findByRole('alertdialog', { name: 'Discard your report?' });
  // behind the question, hidden from screen readers while it is asked
  expect(screen.getByRole('dialog', { name: SHEET, hidden: true })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: SHEET })).toBeInTheDocument();
  expect(contact).toHaveValue('a@example.com');
});

it('while the report goes, "Send report" reads the portal busy label', async () => {
  const user = userEvent.setup();
  const { sheet, form } = await signInAndOpen(user);
  await fill(user, form, 'The amount is wrong', 'The menu said 13.45', 'a@example.com');
  const release = real.server.hold('POST /card/disputes');
  await user.click(within(sheet).getByRole('button', { name: 'Send report' }));
  expect(await within(sheet).findByRole('button', { name: 'Processing...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  release();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(disputeCalls()).toHaveLength(1);
});

it('a second report of the same charge says the case is open', async () => {
  const user = userEvent.setup();
  const first = await reportTwiceCharged(user);

  // the card page again, later: the row offers the report again, and the server refuses it
  const again = await reportAgain(user, first.view);
  expect(
    await within(again.sheet).findByText(
      'You have already reported this charge and the case is open. You can follow it on your card page.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: SHEET })).toBeInTheDocument();
  expect(disputeCalls()).toHaveLength(2);
});

it('a charge already credited back in full is not taken again, and the sheet says so', async () => {
  const user = userEvent.setup();
  const first = await reportTwiceCharged(user);
  // the call centre resolves this case (its reference as the row shows it) in the holder's favour
  const reference = /CASE-[A-Z0-9]+/.exec(
    (await screen.findAllByText(/CASE-[A-Z0-9]+/))[0]!.textContent ?? '',
  )![0];
  await real.operator('POST', '/cases/resolve', {
    reference,
    outcome: 'favour',
    explanation: 'The merchant charged twice; the second charge is refunded.',
    reason: 'test: resolve the case',
  });

  const again = await reportAgain(user, first.view);
  expect(
    await within(again.sheet).findByText(
      /This charge has already been credited back to your card\./,
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: SHEET })).toBeInTheDocument();
  // two reports and the call centre's resolution against the real server: more than jest's 5 s
}, 30_000);

it('the lost-or-stolen offer closes the sheet and asks the card page for its report', async () => {
  const user = userEvent.setup();
  const { sheet, form } = await signInAndOpen(user);
  const asked = jest.fn();
  window.addEventListener(REPORT_LOST_STOLEN_EVENT, asked);
  try {
    await user.click(within(form).getByRole('radio', { name: NOT_RECOGNIZED }));
    await user.click(within(form).getByRole('button', { name: OFFER }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  } finally {
    window.removeEventListener(REPORT_LOST_STOLEN_EVENT, asked);
  }
});

it('offers no lost-or-stolen report for a card that may not be replaced', async () => {
  const user = userEvent.setup();
  const { form } = await signInAndOpen(user, false);
  await user.click(within(form).getByRole('radio', { name: NOT_RECOGNIZED }));
  expect(within(form).queryByRole('button', { name: OFFER })).toBeNull();
});
