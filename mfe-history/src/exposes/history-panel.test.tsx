// The exposed panel brings its own theme (see history-panel.tsx): the modal, which portals out
// of the page, carries the programme's colours even with no ThemeProvider of the host around it.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRuntimeConfig } from '@portal/session-store';
import { serveTestApi, signIn } from '@portal/testing';
import { TEST_CONFIG } from '#test/harness';
import ThemedHistoryPanel from './history-panel';

// only the colours matter here: the test server answers an empty history
const { server } = serveTestApi();

it('the history modal carries the programme colours from the runtime config', async () => {
  useRuntimeConfig.getState().setConfig(TEST_CONFIG);
  signIn();
  server.answer('POST /card/txn/history', { json: { transactions: [], page: 1, txnCount: 0 } });
  render(<ThemedHistoryPanel />);
  await userEvent.click(screen.getByRole('button', { name: 'Get history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
  expect(await within(dialog).findByText('No transactions found')).toBeInTheDocument();
  let el: HTMLElement | null = dialog;
  while (el && el.style.getPropertyValue('--portal-color-primary') === '') el = el.parentElement;
  expect(el?.style.getPropertyValue('--portal-color-primary')).toBe(TEST_CONFIG.program.colors.primary);
});
