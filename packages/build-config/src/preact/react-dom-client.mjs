// `react-dom/client` in a bundle rendered by Preact: preact/compat's roots, each with an id prefix
// of its own (or the identifierPrefix it is given, as React takes it), which ./react.mjs's useId
// reads: ids stay unique in a page with several roots.
import { createElement, hydrate } from 'preact/compat';
import * as client from 'preact/compat/client';
import { RootIdPrefix } from './react.mjs';

// counted page-wide: two builds on one page (two releases of the card) each have this module
const counter = '__portalPreactRoots';
const prefixOf = (options) =>
  options?.identifierPrefix ?? `r${(globalThis[counter] = (globalThis[counter] ?? 0) + 1).toString(36)}-`;
const tree = (prefix, children) => createElement(RootIdPrefix.Provider, { value: prefix }, children);

export function createRoot(container, options) {
  const prefix = prefixOf(options);
  const root = client.createRoot(container);
  return {
    render: (children) => root.render(tree(prefix, children)),
    unmount: () => root.unmount(),
  };
}

export function hydrateRoot(container, children, options) {
  const prefix = prefixOf(options);
  hydrate(tree(prefix, children), container);
  return createRoot(container, { identifierPrefix: prefix });
}
