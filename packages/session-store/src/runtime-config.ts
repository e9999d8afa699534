// The runtime config (/config.json, or a parcel's props): not persisted, filled once at start.
// Its one loader is ./load-runtime-config.ts.
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

/** The programme (white-label) values; throws when the runtime config has not been set yet. */
export function useProgram(): Program {
  const config = useRuntimeConfig((s) => s.config);
  if (config === null) {
    throw new Error(
      'Runtime config is not set: the host (or the parcel) must call useRuntimeConfig.getState().setConfig(config) before rendering.',
    );
  }
  return config.program;
}
