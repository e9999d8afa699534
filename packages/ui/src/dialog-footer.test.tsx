import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { DialogFooter } from './dialog-footer';
import { Modal } from './modal';

describe('DialogFooter', () => {
  it("a modal's actions sit in its footer in the order they are seen: Tab meets Cancel, then the primary action", async () => {
    const user = userEvent.setup();
    render(
      <Modal
        isOpen
        role="alertdialog"
        title="Are you sure you want to freeze your card?"
        actions={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Freeze</Button>
          </>
        }
      >
        <p>You can unfreeze it by phone.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to freeze your card?',
    });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const freeze = screen.getByRole('button', { name: 'Freeze' });
    // one footer holds both, the primary action last
    expect(cancel.parentElement).toBe(freeze.parentElement);
    expect(cancel.parentElement).toHaveClass('footer');
    expect(dialog.contains(cancel.parentElement)).toBe(true);
    expect([...cancel.parentElement!.children]).toEqual([cancel, freeze]);
    cancel.focus();
    await user.tab();
    expect(freeze).toHaveFocus();
  });

  it('renders its actions as given, with a class of the caller', () => {
    render(
      <DialogFooter className="extra">
        <Button variant="secondary">Back</Button>
        <Button>Send report</Button>
      </DialogFooter>,
    );
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back.parentElement).toHaveClass('footer', 'extra');
    expect(back.nextElementSibling).toBe(screen.getByRole('button', { name: 'Send report' }));
  });

  it('stacks the actions full width below a breakpoint in em, so 200 % text stacks them too', () => {
    // jsdom lays nothing out: the rule is read where the browser reads it
    const css = readFileSync(join(__dirname, 'dialog-footer.module.css'), 'utf8');
    const queries = [...css.matchAll(/@media\s*\(([^)]*)\)/g)].map((m) => m[1]);
    expect(queries).toEqual(['min-width: 30em']);
    expect(css).toMatch(/\.footer \{\s*display: flex;\s*flex-direction: column;/);
    expect(css).toMatch(/\.footer > \* \{\s*width: 100%;/);
  });
});
