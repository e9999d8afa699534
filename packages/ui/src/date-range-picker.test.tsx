import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker, type DateParts, type DateRangeValue } from './date-range-picker';

const d = (month: number, day: number, year = 2026): DateParts => ({ year, month, day });
const TODAY = d(11, 22);

function Harness({
  initial = { start: d(10, 23), end: TODAY },
  onChange,
  errorMessage,
  isInvalid,
}: {
  initial?: DateRangeValue;
  onChange?: (v: DateRangeValue) => void;
  errorMessage?: string;
  isInvalid?: boolean;
}) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <>
      <DateRangePicker
        label="Date range"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        minValue={d(11, 22, 2006)}
        maxValue={TODAY}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
      />
      <button type="button">after</button>
    </>
  );
}

/** A day cell by its date ('November 3, 2026'); react-aria may add ' selected', a range summary, or 'First available date'. */
const day = (date: string) =>
  screen.getByRole('button', {
    name: (name) =>
      new RegExp(`(^|, )\\w+day, ${date}( selected)?(, (First|Last) available date)?$`).test(name),
  });

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Choose dates' }));
  return screen.findByRole('dialog', { name: 'Date range' });
}

describe('DateRangePicker', () => {
  it('shows the range in read-only MM/DD/YYYY fields with a calendar button', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date range' });
    const start = within(group).getByRole('textbox', { name: 'Start date' });
    const end = within(group).getByRole('textbox', { name: 'End date' });
    expect(start).toHaveValue('10/23/2026');
    expect(end).toHaveValue('11/22/2026');
    expect(start).toHaveAttribute('readonly');
    expect(end).toHaveAttribute('readonly');
    expect(within(group).getByRole('button', { name: 'Choose dates' })).toBeInTheDocument();
  });

  it('typing into a date field changes nothing (the fields are read-only)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, '01/01/2020');
    expect(start).toHaveValue('10/23/2026');
  });

  it('displays two months with weeks starting on Sunday', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openCalendar(user);
    const grids = within(dialog).getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(grids[0]).toHaveAccessibleName(/October 2026/);
    expect(grids[1]).toHaveAccessibleName(/November 2026/);
    for (const grid of grids) {
      // the weekday header row is hidden from assistive tech (each day's name says its weekday)
      const headers = Array.from(grid.querySelectorAll('thead th'), (th) => th.textContent);
      expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    }
    // November 1, 2026 is a Sunday: it opens the first week of the second month
    const firstWeek = within(grids[1]!).getAllByRole('row')[0]!;
    expect(within(firstWeek).getAllByRole('gridcell')[0]).toHaveTextContent(/^1$/);
  });

  it('first click sets the start; a second click on or after it sets the end and closes the picker', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar(user);
    await user.click(day('November 3, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ start: d(11, 3), end: null });
    // (the page behind the open picker is hidden from assistive tech, hence hidden: true)
    expect(screen.getByRole('textbox', { name: 'Start date', hidden: true })).toHaveValue('11/03/2026');
    expect(screen.getByRole('textbox', { name: 'End date', hidden: true })).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(day('November 10, 2026'));
    expect(onChange).toHaveBeenCalledWith({ start: d(11, 3), end: d(11, 10) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('11/03/2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('11/10/2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose dates' })).toHaveFocus());
  });

  it('a second click on the start day itself makes a one-day range', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar(user);
    await user.click(day('November 5, 2026'));
    await user.click(day('November 5, 2026'));
    expect(onChange).toHaveBeenCalledWith({ start: d(11, 5), end: d(11, 5) });
  });

  it('a click before the start restarts the range from that day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar(user);
    await user.click(day('November 12, 2026'));
    await user.click(day('October 28, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ start: d(10, 28), end: null });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(day('November 2, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ start: d(10, 28), end: d(11, 2) });
    expect(onChange.mock.calls.filter(([v]) => v.end !== null)).toHaveLength(1);
  });

  it('days after the latest allowed day (today) cannot be picked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial={{ start: d(11, 1), end: d(11, 20) }} />);
    await openCalendar(user);
    const tomorrow = day('November 23, 2026');
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('November 20, 2026'));
    await user.click(tomorrow);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ start: d(11, 20), end: null });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('days before the earliest allowed day (20 years back) cannot be picked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ start: d(11, 22, 2006), end: d(12, 1, 2006) }} />);
    await openCalendar(user);
    expect(day('November 21, 2006')).toHaveAttribute('aria-disabled', 'true');
    expect(day('November 22, 2006')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('picks a range with the keyboard alone: Enter opens, arrows move, Enter picks, Escape cancels', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial={{ start: d(11, 2), end: d(11, 9) }} />);
    await user.tab(); // start field
    await user.tab(); // end field
    await user.tab(); // calendar button
    expect(screen.getByRole('button', { name: 'Choose dates' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Date range' });
    // focus starts on the range's start day
    await waitFor(() => expect(day('November 2, 2026')).toHaveFocus());
    await user.keyboard('{ArrowRight}{Enter}'); // start: Nov 3
    expect(onChange).toHaveBeenLastCalledWith({ start: d(11, 3), end: null });
    // react-aria moves focus one day on after the start (Nov 4); a week down is Nov 11
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ start: d(11, 3), end: d(11, 11) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose dates' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('11/03/2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('11/11/2026');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('dismissing the picker between the two clicks leaves the end empty', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar(user);
    await user.click(day('November 3, 2026'));
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('11/03/2026');
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveValue('');
  });

  it('clicking the current start day starts a new range from it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await openCalendar(user);
    await user.click(day('October 23, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ start: d(10, 23), end: null });
    await user.click(day('October 30, 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ start: d(10, 23), end: d(10, 30) });
  });

  it('clicking a date field opens the calendar too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'End date' }));
    expect(await screen.findByRole('dialog', { name: 'Date range' })).toBeInTheDocument();
  });

  it('shows the error message on both fields when invalid', () => {
    render(<Harness isInvalid errorMessage="Please set a valid date range" />);
    for (const name of ['Start date', 'End date']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Please set a valid date range/);
    }
  });

  it('shows empty fields for a missing date', () => {
    render(<Harness initial={{ start: null, end: null }} />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('');
  });
});
