import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn } from './table';

interface Txn {
  date: string;
  merchant: string;
  amount: string;
}

const columns: TableColumn<Txn>[] = [
  { key: 'date', header: 'Date', cell: (r) => r.date, isRowHeader: true },
  { key: 'merchant', header: 'Merchant', cell: (r) => r.merchant },
  { key: 'amount', header: 'Amount', cell: (r) => r.amount, align: 'end' },
];

const rows: Txn[] = [
  { date: '11/20/2026', merchant: 'Corner Cafe', amount: '-$4.50' },
  { date: '11/18/2026', merchant: 'Card load', amount: '$50.00' },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and one row per item', () => {
    render(<Table caption="Transactions" columns={columns} rows={rows} rowKey={(_, i) => String(i)} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Merchant', 'Amount']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByRole('rowheader')).toHaveTextContent('11/20/2026');
    expect(
      within(bodyRows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Corner Cafe', '-$4.50']);
  });

  it('a hidden caption still names the table', () => {
    render(<Table caption="Transactions" hideCaption columns={columns} rows={rows} rowKey={(r) => r.date} />);
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('sits in a labelled scroll region that keyboard users can reach with Tab', async () => {
    const user = userEvent.setup();
    render(<Table caption="Transactions" columns={columns} rows={rows} rowKey={(r) => r.date} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Transactions' })).toHaveFocus();
  });

  it('marks itself busy while rows are being replaced', () => {
    render(<Table caption="Transactions" columns={columns} rows={[]} isBusy rowKey={(r) => r.date} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
