import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('an error is announced at once (role alert)', () => {
    render(<Alert tone="error">Something went wrong, please try again later</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['success', 'info', 'warning'] as const)(
    'a %s message is announced politely (role status)',
    (tone) => {
      render(<Alert tone={tone}>Your request has been sent. Thank you!</Alert>);
      expect(screen.getByRole('status')).toHaveTextContent('Your request has been sent. Thank you!');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
