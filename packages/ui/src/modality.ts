// react-aria keeps how the cardholder is interacting (pointer or keyboard) in module state, learnt
// from the events it sees after it loads; a tooltip opens on hover only when that is 'pointer'.
// The host bundles its own copy of this package and the remotes share another (build-config), so
// a remote's copy loads later and knows nothing: a hover before the pointer moves again opened no
// tooltip (the PIN-reset tooltip journey). Each copy starts from what the page has seen so far.
import { setInteractionModality } from 'react-aria';

type Modality = 'pointer' | 'keyboard';
const PAGE_MODALITY = Symbol.for('@portal/ui/interaction-modality');
const pageGlobal = globalThis as typeof globalThis & { [PAGE_MODALITY]?: { modality: Modality | null } };

/** The first copy on the page records the modality; a later one starts from the record. */
export function joinPageModality(): void {
  if (typeof document === 'undefined') return; // the server render
  const known = pageGlobal[PAGE_MODALITY];
  if (known) {
    if (known.modality) setInteractionModality(known.modality);
    return;
  }
  const record: { modality: Modality | null } = { modality: null };
  pageGlobal[PAGE_MODALITY] = record;
  const pointer = () => (record.modality = 'pointer');
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('pointermove', pointer, true);
  document.addEventListener('keydown', () => (record.modality = 'keyboard'), true);
}
