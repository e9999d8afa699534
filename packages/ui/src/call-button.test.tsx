import { render, screen } from '@testing-library/react';
import { CallButton } from './call-button';
import { testProgram } from './test-utils';

const { supportPhone, supportHours, balancePhone } = testProgram;

describe('CallButton', () => {
  it("is a link that dials the programme's number, named by its words and the number", () => {
    render(<CallButton phone={supportPhone} />);
    const link = screen.getByRole('link', { name: `Call ${supportPhone}` });
    expect(link).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('takes its words from the caller', () => {
    render(<CallButton phone={balancePhone} label="Call to unfreeze" />);
    expect(screen.getByRole('link', { name: `Call to unfreeze ${balancePhone}` })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
  });

  it('shows the hours below the number and reads them with the link', () => {
    render(<CallButton phone={supportPhone} hours={supportHours} />);
    const link = screen.getByRole('link', { name: `Call ${supportPhone}` });
    expect(screen.getByText(supportHours)).toBeVisible();
    expect(link).toHaveAccessibleDescription(supportHours);
  });

  it('has no description without hours', () => {
    render(<CallButton phone={supportPhone} />);
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the number as one unbroken piece of text', () => {
    render(<CallButton phone={supportPhone} />);
    // the number is its own element, which the style keeps on one line
    expect(screen.getByText(supportPhone).textContent).toBe(supportPhone);
    expect(screen.getByText(supportPhone)).toHaveClass('number');
  });
});
