import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Panel } from './panel';
import { Button } from './button';

describe('Panel', () => {
  it('is a region named by its heading, an h2 unless told', () => {
    render(
      <Panel heading="Freeze card temporarily" description="No one can use a frozen card.">
        <p>Only the call center can unfreeze it.</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Freeze card temporarily' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Freeze card temporarily' })).toBeVisible();
    expect(region).toHaveTextContent('No one can use a frozen card.');
    expect(region).toHaveTextContent('Only the call center can unfreeze it.');
  });

  it('takes the heading level it is given', () => {
    render(<Panel heading="Reset PIN" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Reset PIN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows its actions after the description', () => {
    render(
      <Panel
        heading="Reset PIN"
        description="We send a new PIN by SMS."
        actions={<Button>Reset PIN</Button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Reset PIN' });
    const button = within(region).getByRole('button', { name: 'Reset PIN' });
    const description = within(region).getByText('We send a new PIN by SMS.');
    expect(description.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a heading given a ref can take focus without being a tab stop', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<Panel heading="Card frozen" headingRef={ref} />);
    const heading = screen.getByRole('heading', { name: 'Card frozen' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });

  it('a panel that is the page has a focusable h1 a shell can move to', () => {
    render(<Panel heading="Important information about your card" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('a heading without a ref is not focusable', () => {
    render(<Panel heading="Manage card" />);
    expect(screen.getByRole('heading', { name: 'Manage card' })).not.toHaveAttribute('tabindex');
  });

  it('two panels name their regions apart', () => {
    render(
      <>
        <Panel heading="Reset PIN" />
        <Panel heading="Freeze card temporarily" />
      </>,
    );
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Reset PIN' })).not.toBe(
      screen.getByRole('region', { name: 'Freeze card temporarily' }),
    );
  });
});
