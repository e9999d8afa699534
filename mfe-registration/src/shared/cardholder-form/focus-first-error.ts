/** After a failed submit, move focus to the first invalid input so the user lands on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  // after React has rendered the messages
  setTimeout(() => {
    form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, 0);
}
