import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisputeCase } from '@portal/contracts';
import { SERVER_ERROR, serveTestApi } from '@portal/testing';
import { answerCard, card, renderAccountPage } from '#test/harness';

const { server } = serveTestApi();

const base: DisputeCase = {
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

const cases = () => screen.findByRole('region', { name: 'Your reported problems' });

it('lists each case with its state and the dates the agreement promises', async () => {
  answerCard(server, card());
  server.answer('GET /card/disputes', {
    json: {
      cases: [
        { ...base, state: 'under_review', followUpDue: '12/10/2026' },
        {
          ...base,
          reference: 'CASE-WXYZ6789',
          state: 'resolved_not_in_favour',
          resolvedOn: '12/24/2026',
          resultDue: '12/30/2026',
          explanation: 'The merchant showed your signed receipt.',
        },
      ],
    },
  });
  renderAccountPage();
  const list = within(await cases()).getAllByRole('listitem');
  expect(within(list[0]!).getByText('Under review')).toBeInTheDocument();
  expect(within(list[0]!).getByText('Please confirm in writing by').nextSibling).toHaveTextContent(
    '12/10/2026',
  );
  expect(within(list[0]!).getByText('Investigation ends by').nextSibling).toHaveTextContent('03/25/2027');
  expect(within(list[1]!).getByText('Resolved: not in your favor')).toBeInTheDocument();
  expect(within(list[1]!).getByText('Result by').nextSibling).toHaveTextContent('12/30/2026');
  expect(within(list[1]!).getByText('The merchant showed your signed receipt.')).toBeInTheDocument();
});

it('no case: nothing is shown; a failed read says so and can be tried again', async () => {
  answerCard(server, card());
  server.answer('GET /card/disputes', SERVER_ERROR);
  renderAccountPage();
  const region = await cases();
  expect(
    within(region).getByText('Your cases could not be loaded. Please try again later.'),
  ).toBeInTheDocument();
  server.answer('GET /card/disputes', { json: { cases: [] } });
  await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Your reported problems' })).not.toBeInTheDocument(),
  );
});

it('a case of the card this one replaced says which card the charge was made on', async () => {
  answerCard(server, card());
  server.answer('GET /card/disputes', {
    json: { cases: [base, { ...base, reference: 'CASE-OLD23456', cardEnding: '4989' }] },
  });
  renderAccountPage();
  const list = within(await cases()).getAllByRole('listitem');
  expect(within(list[0]!).queryByText('Card')).toBeNull();
  expect(within(list[1]!).getByText('Card').nextSibling).toHaveTextContent('Old card ending 4989');
  expect(within(list[1]!).getByText('Reference').nextSibling).toHaveTextContent('CASE-OLD23456');
});
