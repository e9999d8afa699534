import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('is the page heading (h1) with its lead text', () => {
    render(<PageHeader title="My card" lead="Your balance and what you spent." />);
    expect(screen.getByRole('heading', { level: 1, name: 'My card' })).toBeVisible();
    expect(screen.getByText('Your balance and what you spent.')).toBeVisible();
  });

  it('has no lead unless given one', () => {
    const { container } = render(<PageHeader title="My card" />);
    expect(container).toHaveTextContent(/^My card$/);
  });

  it('a shell can focus the heading (tabIndex -1), which is not a tab stop', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageHeader ref={ref} title="My card" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'My card' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current?.focus();
    expect(heading).toHaveFocus();
  });

  it('is not a second banner landmark', () => {
    render(<PageHeader title="My card" />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
