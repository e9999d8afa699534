// The exposed panel brings its own theme (see history-panel.tsx): the dispute sheet, which portals
// out of the page, carries the programme's colours even with no ThemeProvider of the host around it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRuntimeConfig } from '@portal/session-store';
import { serveTestApi, signIn } from '@portal/testing';
import { TEST_CONFIG } from '#test/harness';
import ThemedHistoryPanel from './history-panel';

// only the colours matter here: the test server answers one purchase
const { server } = serveTestApi();

it('the dispute sheet carries the programme colours from the runtime config', async () => {
  const user = userEvent.setup();
  useRuntimeConfig.getState().setConfig(TEST_CONFIG);
  signIn();
  server.answer('POST /card/txn/history', {
    json: {
      transactions: [
        { id: '7', date: '11/20/2026', type: 'purchase', merchant: 'Corner Cafe', amount: -4.5 },
      ],
      page: 1,
      txnCount: 1,
    },
  });
  render(<ThemedHistoryPanel />);
  const list = await screen.findByRole('list', { name: /^Transactions from/ });
  await user.click(within(list).getByRole('button', { name: /^Corner Cafe, −\$4\.50/ }));
  await user.click(within(list).getByRole('button', { name: /^Report a problem with Corner Cafe/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem with Corner Cafe' });
  let el: HTMLElement | null = dialog;
  while (el && el.style.getPropertyValue('--portal-color-primary') === '') el = el.parentElement;
  expect(el?.style.getPropertyValue('--portal-color-primary')).toBe(TEST_CONFIG.program.colors.primary);
});
