// `react` in a bundle rendered by Preact (standaloneConfig's renderer 'preact'): preact/compat,
// except for useId. Preact numbers its ids within one root (every root starts at P0-0), where
// React's are unique in the page; a partner page that shows two cards mounts two roots, and their
// ids collided: the second card's agreement checkbox took the first one's label, and its dialog
// the first one's title. Every root made by ./react-dom-client.mjs gives its tree a prefix of its
// own, which useId puts in front.
import * as compat from 'preact/compat';

export * from 'preact/compat';

/** The prefix of the root a component renders in ('' outside ./react-dom-client.mjs's roots). */
export const RootIdPrefix = compat.createContext('');

export function useId() {
  return compat.useContext(RootIdPrefix) + compat.useId();
}

export default { ...compat.default, useId };
