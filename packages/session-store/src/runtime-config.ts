// The runtime config (/config.json, or a parcel's props): not persisted, filled once at start.
// Its one loader is ./load-runtime-config.ts.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { programIn, type Program, type RuntimeConfig, type RuntimePage } from '@portal/contracts';
import { currentLocale } from '@portal/contracts/i18n';
import { selectReplacementOffered } from './selectors';
import { useSession } from './session';

export interface RuntimeConfigState {
  config: RuntimeConfig | null;
  setConfig(config: RuntimeConfig): void;
}

export const useRuntimeConfig = create<RuntimeConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

const currentConfig = () => useRuntimeConfig.getState().config;

/** The programme (white-label) values; throws when the runtime config has not been set yet. */
export function useProgram(): Program {
  // The config is set once, before the first render, on the server (the host's server render) as in
  // the browser: its server snapshot is the config itself, not the store's initial null, so the
  // server's HTML and the browser's hydration read the same programme.
  const config = useSyncExternalStore(useRuntimeConfig.subscribe, currentConfig, currentConfig);
  if (config === null) {
    throw new Error(
      'Runtime config is not set: the host (or the parcel) must call useRuntimeConfig.getState().setConfig(config) before rendering.',
    );
  }
  // its texts in the page's language (the language is fixed for the page, or for a server render)
  return programIn(config.program, currentLocale());
}

const NO_PAGES: readonly RuntimePage[] = [];
const currentPages = () => useRuntimeConfig.getState().config?.pages ?? NO_PAGES;

/**
 * The pages the remotes served declare (/config.json `pages`): the host's routes and links. Empty
 * until the config is set; it changes when a read of /config.json finds a release switched.
 */
export function usePages(): readonly RuntimePage[] {
  return useSyncExternalStore(useRuntimeConfig.subscribe, currentPages, currentPages);
}

/** The declared pages now, outside React (a route lookup). */
export function pagesNow(): readonly RuntimePage[] {
  return currentPages();
}

/** Takes the pages of a config read again, when they differ from those held (the rest stays). */
export function updatePages(pages: readonly RuntimePage[]): void {
  const config = useRuntimeConfig.getState().config;
  if (config === null || JSON.stringify(config.pages ?? []) === JSON.stringify(pages)) return;
  useRuntimeConfig.getState().setConfig({ ...config, pages: [...pages] });
}

/** selectReplacementOffered for the session's card under this page's programme. */
export function useReplacementOffered(): boolean {
  const program = useProgram();
  return useSession((s) => selectReplacementOffered(s, program));
}
