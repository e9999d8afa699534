// Rendering with the providers every remote's screen expects: the runtime config in its store and
// the programme's theme around the element.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { TEST_CONFIG } from './fixtures';

/** Sets `config` as the runtime config and renders `ui` inside the programme's ThemeProvider. */
export function renderInTheme(ui: ReactElement, config: RuntimeConfig = TEST_CONFIG): RenderResult {
  useRuntimeConfig.getState().setConfig(config);
  return render(<ThemeProvider program={config.program}>{ui}</ThemeProvider>);
}
