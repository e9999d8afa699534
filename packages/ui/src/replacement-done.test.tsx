import { render, screen, within } from '@testing-library/react';
import type { DisputeCase, ReplacementResult } from '@portal/contracts';
import { ReplacementAddress } from './replacement-address';
import { ReplacementDone } from './replacement-done';
import { ReplacementSummary } from './replacement-summary';
import { testProgram } from './test-utils';

const { supportPhone, supportHours } = testProgram;

const physical: ReplacementResult = {
  closedCard: '4111 **** **** 4989',
  replacementCard: '4111 **** **** 9066',
  virtual: false,
  fee: 5,
  balanceMoved: 195.14,
  mailingDays: 30,
  arrivesBy: '12/28/2026',
  address: ['12 M••• St', 'Wilmington, DE 19801'],
  email: 'j•••@example.com',
  disputes: [],
};

const theft: DisputeCase = {
  reference: 'CASE-ABCD2345',
  state: 'received',
  reason: 'not_recognised',
  transaction: { date: '11/20/2026', merchant: 'Corner Market', amount: -23.45 },
  openedOn: '11/25/2026',
  followUpDue: null,
  investigationDue: '03/25/2027',
  resultDue: '03/30/2027',
  credited: 0,
  resolvedOn: null,
  explanation: null,
};

describe('ReplacementDone', () => {
  it('leads with "Your money is safe" (focused), then the new balance as a number and the arrival', () => {
    render(<ReplacementDone result={physical} phone={supportPhone} hours={supportHours} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your money is safe' });
    expect(heading).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Your money is safe' });
    // the heading first, the old card's closing last
    expect(region.textContent!.indexOf('Your money is safe')).toBe(0);
    expect(screen.getByText('Your new balance').nextElementSibling).toHaveTextContent(
      '$190.14After the $5.00 replacement fee.',
    );
    const card = screen.getByText('Your new card').nextElementSibling as HTMLElement;
    expect(card).toHaveTextContent('9066');
    expect(card).toHaveTextContent('Arrives by 12/28/2026.');
    expect(card).toHaveTextContent('12 M••• St');
    expect(region).not.toHaveTextContent('has moved');
    expect(region).not.toHaveTextContent(/card card/i);
    const last = region.querySelector('p:last-of-type');
    expect(last).toHaveTextContent(
      'Your old card ending 4989 is closed, so no one can use it. You are logged out.',
    );
  });

  it('says what to do now in a short list, and calls customer service with its hours', () => {
    render(<ReplacementDone result={physical} phone={supportPhone} hours={supportHours} />);
    const next = screen.getByRole('heading', { level: 2, name: 'What to do now' });
    const list = next.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'When the new card arrives, log in with its number and security code (CVV).',
      'Give the new number to anyone who charges your card regularly, like subscriptions and online stores.',
    ]);
    const call = screen.getByRole('link', { name: `Call customer service ${supportPhone}` });
    expect(call).toHaveAccessibleDescription(supportHours);
  });

  it('lists the cases opened with their references', () => {
    render(<ReplacementDone result={{ ...physical, disputes: [theft] }} phone={supportPhone} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Charges you reported' });
    const items = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Corner Market, 11/20/2026, \u2212$23.45');
    expect(items[0]).toHaveTextContent('Reference CASE-ABCD2345. We will tell you the result by 03/30/2027.');
    expect(
      screen.getByText('We will email you about each case. You can follow them on your card page.'),
    ).toBeVisible();
  });

  it('a virtual card: ready now, its link emailed; an expired card: no fee, closed in one line', () => {
    render(
      <ReplacementDone
        result={{ ...physical, virtual: true, mailingDays: null, arrivesBy: null, fee: 0 }}
        phone={supportPhone}
        expired
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your money is safe' })).toHaveFocus();
    expect(screen.getByText('Your new balance').nextElementSibling).toHaveTextContent(
      '$195.14No replacement fee was taken.',
    );
    expect(screen.getByText('Ready now: we emailed a link to j•••@example.com.')).toBeVisible();
    expect(screen.queryByText('12 M••• St')).toBeNull();
    expect(screen.getByText('Your expired card ending 4989 is closed.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'What to do now' })).toBeVisible();
  });
});

describe('the confirm pieces', () => {
  it('ReplacementSummary says what happens: the fee, the mailing days, the logout', () => {
    render(<ReplacementSummary quote={{ virtual: false, fee: 5, mailingDays: 30 }} logsOut />);
    const list = screen.getByRole('heading', { name: 'What happens' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'We close this card so no one can use it, even if you find it.',
      'We mail you a new card with a new number, within 30 days.',
      'Your balance moves to the new card.',
      'A replacement fee of $5.00 is taken from your balance.',
      'You are logged out when it is done.',
    ]);
  });

  it('ReplacementSummary for an expired card: no fee, no logout', () => {
    render(<ReplacementSummary quote={{ virtual: false, fee: 0, mailingDays: 30 }} expired />);
    expect(screen.getByText('We close your expired card.')).toBeVisible();
    expect(screen.getByText('There is no replacement fee.')).toBeVisible();
    expect(screen.queryByText('You are logged out when it is done.')).toBeNull();
  });

  it('ReplacementAddress shows the masked street, named by its heading, and the phone for another one', () => {
    render(
      <ReplacementAddress
        quote={{ virtual: false, address: ['12 M••• St', 'Wilmington, DE 19801'], email: null }}
        phone={supportPhone}
      />,
    );
    const address = screen.getByRole('group', { name: 'We mail it to the address on file' });
    expect(address).toHaveTextContent('12 M••• St');
    expect(address).toHaveTextContent('Wilmington, DE 19801');
    expect(screen.getByRole('link', { name: supportPhone })).toHaveAttribute('href', 'tel:+18005550100');
  });
});
