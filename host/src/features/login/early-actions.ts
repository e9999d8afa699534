// What a cardholder presses on the server's login form before the form's code has run (the code is
// fetched when the cardholder first acts on the page, deferred-login-form.tsx). React stops an
// event aimed at content it has not hydrated yet, so a first tap on "What is CVV?" or "Log in"
// would fetch the code and be lost: the press is noted here, heard on the window as it captures
// (before React), and the form does it once its code runs (login-form.tsx: takeEarlyAction).
// The form's buttons say what they do with data-early-action. Nothing is sent natively meanwhile:
// the server's Log in is a plain button and the form has two text fields, so neither a tap nor
// Enter submits it (a GET would put the card number in the URL).

export type EarlyAction = 'submit' | 'cvvHelp';

/** the last press on each server form whose code has not run yet */
const pending = new WeakMap<HTMLFormElement, EarlyAction>();
/** forms whose code runs: their presses are their own */
const live = new WeakSet<HTMLFormElement>();

let onNoted: () => void = () => undefined;

function note(form: HTMLFormElement | null, action: EarlyAction): void {
  if (!form || live.has(form)) return;
  pending.set(form, action);
  onNoted();
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('[data-early-action]') : null;
  if (!(button instanceof HTMLElement)) return;
  const action = button.dataset.earlyAction;
  if (action === 'submit' || action === 'cvvHelp') note(button.closest('form'), action);
}

function onKeyDown(event: KeyboardEvent): void {
  // Enter in a field sends the form, as it does once the form's code runs
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  const form = event.target.form;
  if (form?.querySelector('[data-early-action="submit"]')) note(form, 'submit');
}

let listening = false;

/**
 * Starts noting presses on server forms (once per page; nothing on the server). `noted` is told of
 * each: the form's code is wanted at once, also when the press came before the page had hydrated.
 */
export function listenForEarlyActions(noted: () => void): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  onNoted = noted;
  window.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('keydown', onKeyDown, { capture: true, passive: true });
}

/**
 * The press noted on `form` before its code ran, handed over once; from this call on the form's
 * code hears its own presses, and none is noted for it any more.
 */
export function takeEarlyAction(form: HTMLFormElement | null): EarlyAction | null {
  if (!form) return null;
  live.add(form);
  const action = pending.get(form) ?? null;
  pending.delete(form);
  return action;
}
