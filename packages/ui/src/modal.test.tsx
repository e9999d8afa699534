import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from './modal';
import { Button } from './button';
import { ThemeProvider } from './theme-provider';
import { testColors } from './test-utils';

function Harness(props: Partial<ModalProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider program={{ colors: testColors }}>
      <Button onPress={() => setOpen(true)}>Get history</Button>
      <Modal
        title="Transaction history"
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onClosed?.();
        }}
        actions={<Button onPress={() => setOpen(false)}>OK</Button>}
      >
        <p>Please note: Some recent transactions may not be visible instantly.</p>
        <Button variant="secondary">Export to CSV</Button>
      </Modal>
    </ThemeProvider>
  );
}

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Transaction history' });
}

describe('Modal', () => {
  it('opens from the keyboard with its title as heading and accessible name, focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openWithKeyboard(user);
    expect(screen.getByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Please note: Some recent transactions may not be visible instantly.');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab focus inside the dialog (focus trap)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openWithKeyboard(user);
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('Escape closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClosed = jest.fn();
    render(<Harness onClosed={onClosed} />);
    await openWithKeyboard(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClosed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get history' })).toHaveFocus());
  });

  it('Escape does not close it when keyboard dismissal is disabled (spec §2 Virtual agreement modal)', async () => {
    const user = userEvent.setup();
    render(<Harness isKeyboardDismissDisabled size="xl" />);
    await openWithKeyboard(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Transaction history' })).toBeInTheDocument();
  });

  it('a click outside closes only a dismissable modal', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await openWithKeyboard(user);
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Harness isDismissable />);
    await openWithKeyboard(user);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an action button closes it with Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openWithKeyboard(user);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('carries the theme tokens into its portal', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openWithKeyboard(user);
    expect(document.querySelector('[data-portal-theme]')?.contains(dialog)).toBe(false);
    let el: HTMLElement | null = dialog;
    while (el && el.style.getPropertyValue('--portal-color-primary') === '') el = el.parentElement;
    expect(el?.style.getPropertyValue('--portal-color-primary')).toBe(testColors.primary);
  });

  it('can be an alertdialog for confirmations', async () => {
    render(
      <Modal isOpen title="Are you sure you want to freeze your card?" role="alertdialog">
        x
      </Modal>,
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to freeze your card?' }),
    ).toBeInTheDocument();
  });
});
