import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';
import { CARD_NUMBER_MASK, PHONE_MASK, type InputMask } from './mask';

function Controlled({
  mask,
  initial = '',
  onValue,
}: {
  mask?: InputMask;
  initial?: string;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Card Number"
      mask={mask}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('TextField', () => {
  it('is labelled, takes focus with Tab and accepts typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Email" onChange={onChange} name="email" />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveFocus();
    await user.keyboard('a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('shows the error message when invalid and describes the input with it', () => {
    render(<TextField label="CVV" isInvalid errorMessage="Please enter a valid CVV" value="12" />);
    const input = screen.getByRole('textbox', { name: 'CVV' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid CVV')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Please enter a valid CVV');
  });

  it('shows no error message while valid', () => {
    render(<TextField label="CVV" errorMessage="Please enter a valid CVV" value="123" />);
    expect(screen.queryByText('Please enter a valid CVV')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CVV' })).not.toHaveAttribute('aria-invalid');
  });

  it('a required field is marked aria-required without native validation blocking the form', () => {
    render(<TextField label="First Name" isRequired value="" />);
    const input = screen.getByRole('textbox', { name: /First Name/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('a description is announced with the input', () => {
    render(<TextField label="Email" description="We send the card here" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the card here',
    );
  });

  it('a disabled field cannot be focused or edited', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" value="a@b.co" isDisabled />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it("formats a card number with the mask '0000 0000 0000 0000' as it is typed", async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Controlled mask={CARD_NUMBER_MASK} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    await user.type(input, '41111111x1111111122');
    expect(input).toHaveValue('4111 1111 1111 1111');
    expect(onValue).toHaveBeenLastCalledWith('4111 1111 1111 1111');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it("formats a phone with the mask '(000) 000-0000', and a pasted +1 number keeps ten digits", async () => {
    const user = userEvent.setup();
    render(<Controlled mask={PHONE_MASK} />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    await user.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    await user.clear(input);
    await user.click(input);
    await user.paste('+1 (212) 555-0100');
    expect(input).toHaveValue('(212) 555-0100');
  });

  it('keeps the caret after the digit typed in the middle of a masked value', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={CARD_NUMBER_MASK} initial="4111 1111" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card Number' });
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('4191 1111 1');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('8');
    expect(input).toHaveValue('4198 1111 11');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('7');
    expect(input).toHaveValue('4198 7111 111');
    expect(input.selectionStart).toBe(6);
  });

  it('Backspace after a separator removes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Controlled mask={CARD_NUMBER_MASK} initial="4111 1" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card Number' });
    await user.type(input, '{Backspace}{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('411');
  });

  it('works uncontrolled with a default value', async () => {
    const user = userEvent.setup();
    render(<TextField label="Phone" mask={PHONE_MASK} defaultValue="(555) 1" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '23');
    expect(input).toHaveValue('(555) 123');
  });
});
