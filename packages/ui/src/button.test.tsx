import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('takes keyboard focus with Tab and is pressed with Enter and with Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Freeze</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Freeze' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("reads 'Processing...' while busy, is marked aria-busy, stays focusable and ignores presses", async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    const { rerender } = render(
      <Button onPress={onPress} isBusy>
        Freeze
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Freeze')).not.toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();

    rerender(<Button onPress={onPress}>Freeze</Button>);
    const done = screen.getByRole('button', { name: 'Freeze' });
    expect(done).not.toHaveAttribute('aria-busy');
    await user.click(done);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('uses a custom busy label', () => {
    render(
      <Button isBusy busyLabel="Sending...">
        Send
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
  });

  it('a disabled button is skipped by Tab and cannot be pressed', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <>
        <Button isDisabled onPress={onPress}>
          Reset PIN
        </Button>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeDisabled();
  });

  it('submits its form when of type submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Check balance</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('defaults to type button so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });
});
