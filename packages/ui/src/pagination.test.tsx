import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './pagination';

function Harness({ totalPages, initial = 1 }: { totalPages: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <>
      <p>Showing page {page}</p>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </>
  );
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('pageWindow (spec §9: max 3 page links, rotating)', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [3, 10, [2, 3, 4]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('hands the focus to the current page when Next or Previous turns to the last or first page', async () => {
    render(<Harness totalPages={3} initial={2} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  });

  it('keeps the focus on Next while Next stays usable', async () => {
    render(<Harness totalPages={5} initial={1} />);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('button', { name: /Next/ })).toHaveFocus();
  });

  it('shows at most 3 page links with the current one marked aria-current', () => {
    render(<Harness totalPages={10} initial={5} />);
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('the links rotate as the user moves with Next and Previous', async () => {
    const user = userEvent.setup();
    render(<Harness totalPages={6} />);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Showing page 3')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['2', '3', '4']);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(pageButtons()).toEqual(['3', '4', '5']);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByText('Showing page 5')).toBeInTheDocument();
  });

  it('works from the keyboard and the pressed page keeps focus while the links rotate', async () => {
    const user = userEvent.setup();
    render(<Harness totalPages={10} />);
    await user.tab(); // Previous is disabled: the first stop is page 1
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing page 3')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Next/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Showing page 4')).toBeInTheDocument();
  });

  it('is not shown when there is a single page', () => {
    render(<Harness totalPages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
