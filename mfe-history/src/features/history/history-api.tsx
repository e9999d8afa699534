// What the history feature needs from outside, behind one small context seam: the shared
// api-client's two history calls (typed as the api-client's own), saving a file, and today's
// date. The panel uses the real ones by default; tests (and anything embedding the panel) may
// provide their own.
import { createContext, useContext } from 'react';
import { api, type Api } from '@portal/api-client';
import { calendarDateIn, type CalendarDate } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';

export type HistoryServices = Pick<Api, 'history' | 'historyDownload' | 'serverDate' | 'disputeOpen'> & {
  /** hand a downloaded file to the browser */
  saveFile(blob: Blob, fileName: string): void;
  /** the latest day the cardholder may pick: the programme's day by the browser's clock, until the server's (serverDate) is known */
  today(): CalendarDate;
};

/** Save through a temporary download link (works for a Blob in every current browser). */
export function saveWithDownloadLink(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a little later: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Today for the picker's latest day: the programme's day (program.timeZone), the one
 * the server checks the range against — computed by the same contracts function on both sides,
 * whatever zone the phone is set to. The server's answer (serverDate) still replaces it, for a
 * phone whose clock is wrong.
 */
export function historyToday(now: Date = new Date(), timeZone = programTimeZone()): CalendarDate {
  return calendarDateIn(now, timeZone);
}

function programTimeZone(): string {
  return useRuntimeConfig.getState().config?.program.timeZone ?? 'UTC';
}

export const defaultHistoryServices: HistoryServices = {
  history: api.history,
  historyDownload: api.historyDownload,
  serverDate: api.serverDate,
  disputeOpen: api.disputeOpen,
  saveFile: saveWithDownloadLink,
  today: () => historyToday(),
};

const HistoryServicesContext = createContext<HistoryServices>(defaultHistoryServices);

export const HistoryServicesProvider = HistoryServicesContext.Provider;

export function useHistoryServices(): HistoryServices {
  return useContext(HistoryServicesContext);
}
