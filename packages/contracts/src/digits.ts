// The digits of a typed value: the card number, phone and zip fields all start from them.
/** Digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
