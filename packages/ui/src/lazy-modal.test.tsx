import { render, screen, waitFor } from '@testing-library/react';
import { LazyModal } from './lazy-modal';

describe('LazyModal', () => {
  it('renders nothing while closed, then the dialog once its code has loaded', async () => {
    const { rerender } = render(
      <LazyModal isOpen={false} title="What is CVV?">
        <p>The 3-digit security code</p>
      </LazyModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <LazyModal isOpen title="What is CVV?">
        <p>The 3-digit security code</p>
      </LazyModal>,
    );
    expect(await screen.findByRole('dialog', { name: 'What is CVV?' })).toHaveTextContent(
      'The 3-digit security code',
    );
    rerender(
      <LazyModal isOpen={false} title="What is CVV?">
        <p>The 3-digit security code</p>
      </LazyModal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
