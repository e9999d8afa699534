import { render, screen } from '@testing-library/react';
import { MaskedNumber, lastFour } from './masked-number';

describe('MaskedNumber', () => {
  it("shows '•••• 4532' and is read 'ending 4532'", () => {
    const { container } = render(
      <h2>
        <MaskedNumber value="4111 **** **** 4532" />
      </h2>,
    );
    expect(screen.getByRole('heading', { name: 'ending 4532' })).toBeInTheDocument();
    expect(screen.getByText('••••')).toHaveAttribute('aria-hidden', 'true');
    expect(container).not.toHaveTextContent('4111');
  });

  it('puts the brand before the dots', () => {
    render(
      <h2>
        <MaskedNumber value="4111 **** **** 4532" brand="Visa" />
      </h2>,
    );
    expect(screen.getByRole('heading', { name: 'Visa ending 4532' })).toBeInTheDocument();
  });

  it('never renders more than the last four digits of a full number', () => {
    const { container } = render(<MaskedNumber value="4111111111114532" />);
    expect(container.textContent?.replace(/\D/g, '')).toBe('4532');
  });

  it('takes the spoken word from the caller', () => {
    render(
      <button type="button">
        <MaskedNumber value="4532" endingLabel="ending in" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'ending in 4532' })).toBeInTheDocument();
  });

  it.each([
    ['4111 **** **** 1234', '1234'],
    ['4111111111111234', '1234'],
    ['****', ''],
  ])('lastFour(%p) is %p', (value, last) => {
    expect(lastFour(value)).toBe(last);
  });
});
