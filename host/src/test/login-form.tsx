// The login page's form as the login tests use it: rendered at /ind/login, its fields found.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render-app';

/** Renders the login page and finds its form, the card number and CVV fields and the button. */
export async function openLoginForm() {
  const user = userEvent.setup();
  const view = renderApp('/ind/login');
  const form = await screen.findByRole('form', { name: 'Check your balance' });
  const cardNumber = within(form).getByLabelText(/Card number/);
  const cvv = within(form).getByLabelText(/CVV/);
  const submit = within(form).getByRole('button', { name: 'Log in' });
  return { user, form, cardNumber, cvv, submit, ...view };
}
