// A remote's static render in its area: for a public page (the contact page, the
// agreements) the server composes the remote's own HTML into the host's page (api-server
// hosting/remote-render.ts), so the page's text paints before any script has run. The browser keeps
// that HTML as it is while the host hydrates and the remote's code loads, then the remote's page
// mounts in its place in one frame, with what the cardholder typed and the focus carried over.
import { createContext, useContext, useLayoutEffect, type RefObject } from 'react';
import type { RemoteModuleId } from '@portal/contracts';

/** What the server render gives RemoteArea: the remotes' HTML it has, and the areas it met. */
export interface StaticRemotes {
  html(id: RemoteModuleId): string | undefined;
  /** an area the page shows: the server asks its remote for its HTML and renders once more */
  want(id: RemoteModuleId, props: unknown): void;
}

export const StaticRemotesContext = createContext<StaticRemotes | null>(null);

const selector = (id: RemoteModuleId) => `[data-remote-static="${id}"]`;

/**
 * The static HTML of `id` for the first render: on the server, the remote's (asking for it when it
 * has none yet); in the browser while it hydrates the server's page, the HTML as it is in the page,
 * so hydration adopts it untouched. Null otherwise (a page reached in the browser loads the remote).
 */
export function useStaticHtml(
  id: RemoteModuleId,
  props: unknown,
  hydrated: boolean,
  /** only a page's area (it has the wrapper the remote's page mounts in beside it) */
  enabled: boolean,
): string | null {
  const server = useContext(StaticRemotesContext);
  if (!enabled) return null;
  if (server) {
    const html = server.html(id);
    if (html === undefined) server.want(id, props);
    return html ?? null;
  }
  if (hydrated || typeof document === 'undefined') return null;
  return document.querySelector(selector(id))?.innerHTML ?? null;
}

export function StaticRemote({
  id,
  html,
  ref,
}: {
  id: RemoteModuleId;
  html: string;
  ref: RefObject<HTMLDivElement | null>;
}) {
  // the HTML is the remote's own render, composed by the server (never user input)
  return <div ref={ref} data-remote-static={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = 'input[name], select[name], textarea[name]';

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return [...field.options].some((o) => o.selected !== o.defaultSelected);
    // a single select with no option marked selected shows its first: that is not a change
    const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  if (checkable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a field as the cardholder would, so the remote's own state (React's onChange) takes it. */
function enter(field: Field, from: Field): void {
  if (checkable(field)) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, from.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the cardholder did in the static page goes into the remote's page that replaces it: every
 * named field they changed (the remote renders the same form) and the focus, with the caret where
 * it was. Runs after the remote's page is in the document, before the static one goes.
 */
export function carryOver(staticRoot: HTMLElement, liveRoot: HTMLElement): void {
  // the same field of the remote's page: same name and type, and for a checkbox or a radio of a
  // group the same value
  const live = (from: Field) =>
    [...liveRoot.querySelectorAll<Field>(FIELDS)].find(
      (f) =>
        f.name === from.name &&
        f.type === from.type &&
        (!checkable(from) || f.value === from.value) &&
        !staticRoot.contains(f),
    );
  for (const from of staticRoot.querySelectorAll<Field>(FIELDS)) {
    // a radio unchecked by checking another of its group goes with that other one's click
    const uncheckedRadio = from.type === 'radio' && !(from as HTMLInputElement).checked;
    const to = changed(from) && !uncheckedRadio ? live(from) : undefined;
    if (to) enter(to, from);
  }
  const focused = document.activeElement;
  if (focused && staticRoot.contains(focused)) {
    const field = (focused as Field).name ? live(focused as Field) : undefined;
    if (field) {
      field.focus();
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        const { selectionStart, selectionEnd } = focused as HTMLInputElement;
        try {
          field.setSelectionRange(selectionStart, selectionEnd);
        } catch {
          // a type without a caret (email): the browser puts it at the end
        }
      }
    }
  }
}

/**
 * Rendered after the remote's component inside its Suspense boundary: its layout effect runs once
 * the remote's page is in the document, before the frame is painted, so the static HTML leaves in
 * the same frame (nothing shifts or flashes) once what was typed is carried over.
 */
export function WhenMounted({
  staticRoot,
  liveRoot,
  onMounted,
}: {
  staticRoot: RefObject<HTMLDivElement | null>;
  liveRoot: RefObject<HTMLDivElement | null>;
  onMounted: () => void;
}) {
  useLayoutEffect(() => {
    if (staticRoot.current && liveRoot.current) carryOver(staticRoot.current, liveRoot.current);
    onMounted();
  }, [staticRoot, liveRoot, onMounted]);
  return null;
}
