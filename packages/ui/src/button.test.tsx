import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSY_LABEL, Button } from './button';
import { UI_TEXTS } from './i18n';

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

  it('one busy label across the portal: every busy button reads the same text unless given its own', () => {
    render(
      <>
        <Button isBusy>Send</Button>
        <Button isBusy>Activate card</Button>
      </>,
    );
    expect(screen.getAllByRole('button', { name: BUSY_LABEL })).toHaveLength(2);
    expect(BUSY_LABEL).toBe('Processing...');
    // the English constant tests use is the catalogue's English
    expect(UI_TEXTS.button.busy).toBe(BUSY_LABEL);
  });

  it('keeps its width as it turns busy: both labels stay in the button, the one not shown hidden from screen readers', () => {
    const { rerender } = render(<Button>Check balance</Button>);
    const button = screen.getByRole('button', { name: 'Check balance' });
    // the busy label is already there, holding its room, but neither read nor seen
    const busyFace = within(button).getByText('Processing...').parentElement!;
    expect(busyFace).toHaveAttribute('aria-hidden', 'true');
    expect(busyFace).toHaveAttribute('data-hidden');
    const restFace = within(button).getByText('Check balance');
    expect(restFace).not.toHaveAttribute('aria-hidden');

    rerender(<Button isBusy>Check balance</Button>);
    // the same button element, now read as busy; its resting label keeps its room, hidden
    expect(screen.getByRole('button', { name: 'Processing...' })).toBe(button);
    expect(within(button).getByText('Check balance')).toHaveAttribute('aria-hidden', 'true');
    expect(within(button).getByText('Check balance')).toHaveAttribute('data-hidden');
    expect(busyFace).not.toHaveAttribute('aria-hidden');
    expect(busyFace).not.toHaveAttribute('data-hidden');
    // the two labels share one grid cell (button.module.css .faces / .face)
    expect(restFace.parentElement).toBe(busyFace.parentElement);
    expect(restFace.parentElement).toHaveClass('faces');
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
