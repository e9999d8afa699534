// 'Export to CSV' of the dates the list shows (spec §2, §8): a downloading flag, which the button
// shows with the portal's one busy label; a failed export only clears it, with no message.
import { useState } from 'react';
import { Button } from '@portal/ui';
import { useHistoryServices } from './history-api';
import { TEXTS } from './messages';
import type { HistoryRange } from './use-history-pages';

const T = TEXTS.list;

/** `isEmpty`: the dates are known to hold no transaction, so there is nothing to export. */
export function ExportButton({ range, isEmpty }: { range: HistoryRange; isEmpty: boolean }) {
  const services = useHistoryServices();
  const [downloading, setDownloading] = useState(false);

  const exportCsv = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await services.historyDownload(range);
      services.saveFile(blob, fileName);
    } catch {
      // spec §8: a failed export clears the downloading flag and shows no message
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button variant="secondary" isBusy={downloading} isDisabled={isEmpty} onPress={() => void exportCsv()}>
      {T.exportCsv}
    </Button>
  );
}
