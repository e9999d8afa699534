import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
import { Button } from './button';
import { ThemeProvider } from './theme-provider';
import { testColors } from './test-utils';

type Props = Partial<ConfirmDialogProps>;

/** the dialog's buttons are these, in this order (the order a screen reader and Tab meet them) */
function expectButtons(dialog: HTMLElement, names: string[]) {
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons).toHaveLength(names.length);
  buttons.forEach((b, i) => expect(b).toHaveAccessibleName(names[i]));
}

function Harness(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider program={{ colors: testColors }}>
      <Button onPress={() => setOpen(true)}>Back</Button>
      <ConfirmDialog
        title="Discard your report?"
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        What you typed will not be sent.
      </ConfirmDialog>
    </ThemeProvider>
  );
}

async function open(props: Props = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: String(props.title ?? 'Discard your report?'),
  });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question and described by its text', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAccessibleDescription('What you typed will not be sent.');
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Discard your report?' }),
    ).toBeInTheDocument();
  });

  it('puts the safe action (cancel by default) last, as the primary button, with the focus on it', async () => {
    const { dialog } = await open();
    expectButtons(dialog, ['Discard', 'Keep editing']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  });

  it('with the confirm as the safe action, the cancel comes first and the confirm takes the focus', async () => {
    const { dialog } = await open({
      title: 'Your session is about to end',
      cancelLabel: 'Log out',
      confirmLabel: 'Stay signed in',
      safeAction: 'confirm',
    });
    expectButtons(dialog, ['Log out', 'Stay signed in']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
  });

  it('each action calls its own handler', async () => {
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    const { user, dialog } = await open({ onCancel, onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape asks to close it; the focus goes back to what opened it', async () => {
    const onOpenChange = jest.fn();
    const { user } = await open({ onOpenChange });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus());
  });

  it('a busy confirm reads the portal busy label and ignores presses', async () => {
    const onConfirm = jest.fn();
    const { user, dialog } = await open({
      cancelLabel: 'Log out',
      confirmLabel: 'Stay signed in',
      safeAction: 'confirm',
      isConfirmBusy: true,
      onConfirm,
    });
    const busy = within(dialog).getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
