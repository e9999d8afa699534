// Module Federation `history/HistoryPanel`: the panel the host puts in the card page's history slot.
import { HistoryPanel } from '../features/history/history-panel';

export default HistoryPanel;
