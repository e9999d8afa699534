// Module Federation `history/HistoryPanel`: the panel the host puts in the card page's history slot.
// @portal/ui is shared but not a singleton: when the host's copy is older than this remote needs,
// the remote runs its own copy, whose theme context the host's ThemeProvider does not reach (the
// modal portals out of the themed DOM and takes its tokens from that context). So the panel
// brings its own ThemeProvider, fed from the shared runtime config; with one shared copy it
// merely repeats the host's tokens.
import type { HistoryPanelProps } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { HistoryPanel } from '../features/history/history-panel';
import styles from '../features/history/history.module.css';

export default function ThemedHistoryPanel(props: HistoryPanelProps) {
  const program = useRuntimeConfig((s) => s.config?.program ?? null);
  return (
    <ThemeProvider program={program} className={styles.themed}>
      <HistoryPanel {...props} />
    </ThemeProvider>
  );
}
