// After a submit the form refused, the cardholder lands on the first field in error: on a phone
// the messages may be off-screen, and a screen reader hears the field with its message.
const IN_ERROR = ':is(input, select, textarea)[aria-invalid="true"]';

export function focusFirstError(form: HTMLFormElement | null): void {
  // after React has rendered the messages and their aria-invalid
  setTimeout(() => {
    form?.querySelector<HTMLElement>(IN_ERROR)?.focus();
  }, 0);
}
