import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';
import { Button } from './button';

const TEXT = "You cannot reset your PIN since your card isn't registered or is frozen";

describe('Tooltip', () => {
  it('shows on keyboard focus of a disabled button, through a focusable wrapper, and describes it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={TEXT}>
        <Button isDisabled>Reset PIN</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const wrapper = document.activeElement as HTMLElement;
    expect(wrapper.tagName).toBe('SPAN');
    expect(wrapper).toContainElement(screen.getByRole('button', { name: 'Reset PIN' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(TEXT);
    expect(wrapper).toHaveAccessibleDescription(TEXT);
  });

  it('hides on Escape and when focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content={TEXT}>
          <Button isDisabled>Reset PIN</Button>
        </Tooltip>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab({ shift: true });
    await user.tab();
    await screen.findByRole('tooltip');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover of a disabled button', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={TEXT} delay={0}>
        <Button isDisabled>Reset PIN</Button>
      </Tooltip>,
    );
    await user.click(document.body); // a pointer user (react-aria opens on hover only in pointer modality)
    // the disabled button lets pointer events through (pointer-events: none) to its wrapper
    await user.hover(screen.getByRole('button', { name: 'Reset PIN' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TEXT);
  });

  it('an enabled button is the trigger itself: one Tab stop, tooltip on focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Export the range as a CSV file">
        <Button>Export to CSV</Button>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Export to CSV' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Export the range as a CSV file');
    expect(button).toHaveAccessibleDescription('Export the range as a CSV file');
  });
});
