// The runtime config (/config.json, or a parcel's props): not persisted, filled once at start.
// Its one loader is ./load-runtime-config.ts.
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { Program, RuntimeConfig } from '@portal/contracts';

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
  return config.program;
}
