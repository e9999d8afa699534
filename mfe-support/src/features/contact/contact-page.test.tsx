import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/router';
import * as v from 'valibot';
import {
  CONTACT_REPLY_BUSINESS_DAYS,
  ERROR_TEXTS,
  MAX_LENGTHS,
  MESSAGES,
  contactFields,
} from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { BUSY_LABEL, ThemeProvider } from '@portal/ui';
import { CONFIG } from '#test/fixtures';
import { serveTestApi } from '@portal/testing';
import { ContactPage } from './contact-page';

const testApi = serveTestApi();
const ROUTE = 'POST /support/contact';
const contactCalls = () => testApi.server.calls(ROUTE).map((call) => call.body);
const REFERENCE = 'C-7F3K9Q';
const RECEIVED = { status: 200, json: { received: true, reference: REFERENCE } };

/** Lets the real HTTP round trip run (on setImmediate, which stays real) until `check` passes. */
async function untilPasses(check: () => void): Promise<void> {
  for (;;) {
    try {
      check();
      return;
    } catch {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}

/** Like untilPasses, giving what `find` found. */
async function untilFound<T>(find: () => T): Promise<T> {
  let found!: T;
  await untilPasses(() => {
    found = find();
  });
  return found;
}

/** A valid message: name, email and nature of inquiry. */
async function fillValid(user: ReturnType<typeof userEvent.setup>, f: ReturnType<typeof renderContact>) {
  await user.type(f.name, 'Ada Lovelace');
  await user.type(f.email, 'ada@example.com');
  await user.selectOptions(f.inquiry, 'Card Use');
}

function renderContact() {
  useRuntimeConfig.getState().setConfig(CONFIG);
  render(
    <ThemeProvider program={CONFIG.program}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  return {
    form,
    name: field(/^Name/),
    email: field(/^Email/),
    card: field(/^Card number/),
    inquiry: field(/^Nature of inquiry/),
    message: field(/^Message/),
    send: within(form).getByRole('button', { name: 'Send' }),
  };
}

describe('contact form (spec §2, §4, §5, §8)', () => {
  it("the name field's maxlength is the schema's (100): a 100-letter name is typed in full and accepted by the rule", async () => {
    const f = renderContact();
    expect(f.name).toHaveAttribute('maxlength', String(MAX_LENGTHS.contactName));
    expect(MAX_LENGTHS.contactName).toBe(100);
    const long = 'A'.repeat(101);
    await userEvent.type(f.name, long);
    expect(f.name).toHaveValue('A'.repeat(100));
    expect(v.safeParse(contactFields.name, 'A'.repeat(100)).success).toBe(true);
  });

  it('labels the optional fields (Optional) and offers the three natures of inquiry', () => {
    const f = renderContact();
    expect(f.card).toHaveAccessibleName(expect.stringContaining('Card number (Optional)'));
    expect(f.message).toHaveAccessibleName('Message (Optional)');
    const options = within(f.inquiry)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['Card Balance', 'Card Use', 'Technical problems']);
  });

  it('shows errors only after submit, and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const f = renderContact();
    await user.type(f.name, 'Ada 42');
    await user.type(f.email, 'not-an-email');
    expect(within(f.form).queryByText(MESSAGES.contactNameInvalid)).toBeNull();
    await user.click(f.send);
    expect(within(f.form).getByText(MESSAGES.contactNameInvalid)).toBeInTheDocument();
    expect(within(f.form).getByText(MESSAGES.contactEmailInvalid)).toBeInTheDocument();
    expect(within(f.form).getByText(MESSAGES.inquiryRequired)).toBeInTheDocument();
    expect(f.inquiry).toHaveAttribute('aria-invalid', 'true');
    expect(contactCalls()).toEqual([]);
    // the cardholder lands on the first field in error, not on Send with the errors off-screen
    await waitFor(() => expect(f.name).toHaveFocus());
  });

  it('an invalid submit with only the inquiry missing moves focus to the inquiry', async () => {
    const user = userEvent.setup();
    const f = renderContact();
    await user.type(f.name, 'Ada Lovelace');
    await user.type(f.email, 'ada@example.com');
    await user.click(f.send);
    await waitFor(() => expect(f.inquiry).toHaveFocus());
  });

  it('a short card number is invalid; the card number is masked', async () => {
    const user = userEvent.setup();
    const f = renderContact();
    await user.type(f.card, '41111111');
    expect(f.card).toHaveValue('4111 1111');
    await user.click(f.send);
    expect(within(f.form).getByText(MESSAGES.cardNumberInvalid)).toBeInTheDocument();
  });

  it('sends trimmed name and email, digits-only card number, disables Send meanwhile, then confirms with the reference and the reply time, lasting well past 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      testApi.server.answer(ROUTE, RECEIVED);
      const finish = testApi.server.hold(ROUTE);
      const f = renderContact();
      await user.type(f.name, '  Ada Lovelace ');
      await user.type(f.email, ' ada@example.com ');
      await user.type(f.card, '4111111111111111');
      await user.selectOptions(f.inquiry, 'Card Use');
      await user.type(f.message, 'Where is my card?');
      await user.click(f.send);
      await untilPasses(() =>
        expect(contactCalls()).toEqual([
          expect.objectContaining({
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            cardNumber: '4111111111111111',
            inquiryType: 'Card Use',
            message: 'Where is my card?',
          }),
        ]),
      );
      // the portal's one busy label (packages/ui BUSY_LABEL)
      expect(within(f.form).getByRole('button', { name: BUSY_LABEL })).toBeDisabled();
      await act(async () => finish());
      const heading = await untilFound(() =>
        screen.getByRole('heading', { level: 2, name: ERROR_TEXTS.contactSucceeded }),
      );
      const confirmation = screen.getByRole('region', { name: ERROR_TEXTS.contactSucceeded });
      expect(confirmation).toHaveTextContent(`Your reference: ${REFERENCE}`);
      expect(confirmation).toHaveTextContent(
        `We'll reply to ada@example.com within ${CONTACT_REPLY_BUSINESS_DAYS} business days.`,
      );
      // the form has given way to the confirmation
      expect(screen.queryByRole('form', { name: 'Send us a message' })).toBeNull();
      // WCAG 2.2.1: it stays, however long the cardholder takes to read or note the reference
      act(() => jest.advanceTimersByTime(10 * 60_000));
      expect(heading).toBeInTheDocument();
      expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('focus moves to the confirmation heading once the message is sent', async () => {
    const user = userEvent.setup();
    testApi.server.answer(ROUTE, RECEIVED);
    const f = renderContact();
    await fillValid(user, f);
    await user.click(f.send);
    const heading = await screen.findByRole('heading', { name: ERROR_TEXTS.contactSucceeded });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('Send another message returns to an empty form, focus in Name, and sends again', async () => {
    const user = userEvent.setup();
    testApi.server.answer(ROUTE, RECEIVED);
    const f = renderContact();
    await fillValid(user, f);
    await user.click(f.send);
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.queryByRole('heading', { name: ERROR_TEXTS.contactSucceeded })).toBeNull();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveValue('');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Nature of inquiry/)).toHaveValue('');
    // a fresh form: no error shows before its own submit
    expect(within(form).queryByText(MESSAGES.inquiryRequired)).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Ada');
    await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
    await user.selectOptions(within(form).getByLabelText(/^Nature of inquiry/), 'Card Balance');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.contactSucceeded })).toBeInTheDocument();
    expect(contactCalls()).toHaveLength(2);
  });

  it('an empty card number is sent as null', async () => {
    const user = userEvent.setup();
    testApi.server.answer(ROUTE, RECEIVED);
    const f = renderContact();
    await user.type(f.name, 'Ada');
    await user.type(f.email, 'ada@example.com');
    await user.selectOptions(f.inquiry, 'Card Balance');
    await user.click(f.send);
    await waitFor(() =>
      expect(contactCalls()).toEqual([expect.objectContaining({ cardNumber: null, message: '' })]),
    );
  });

  it('a failure shows the error message and keeps what was typed', async () => {
    const user = userEvent.setup();
    testApi.server.answer(ROUTE, { status: 503, json: { message: 'Unavailable' } });
    const f = renderContact();
    await user.type(f.name, 'Ada');
    await user.type(f.email, 'ada@example.com');
    await user.selectOptions(f.inquiry, 'Technical problems');
    await user.click(f.send);
    expect(await within(f.form).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.contactFailed);
    expect(f.name).toHaveValue('Ada');
  });

  it('the right side lists both phones with their hours, the mail address and the website', () => {
    renderContact();
    const aside = screen.getByRole('complementary');
    const p = CONFIG.program;
    // call buttons (packages/ui CallButton): what the line is, then its number, its hours read with it
    const support = within(aside).getByRole('link', { name: `Customer service ${p.supportPhone}` });
    expect(support).toHaveAttribute('href', 'tel:+18005550100');
    expect(support).toHaveAccessibleDescription(p.supportHours);
    const balance = within(aside).getByRole('link', { name: `Card balance ${p.balancePhone}` });
    expect(balance).toHaveAccessibleDescription(p.balanceHours);
    expect(within(aside).getByRole('heading', { name: 'Phone', level: 2 })).toBeInTheDocument();
    for (const line of p.mailAddress) expect(within(aside).getByText(line)).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'acme.example' })).toHaveAttribute('href', p.websiteUrl);
  });
});
