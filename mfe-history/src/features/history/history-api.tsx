// What the history feature needs from outside, behind one small context seam: the shared
// api-client's two history calls (typed as the api-client's own), saving a file, and today's
// date. The panel uses the real ones by default; tests (and anything embedding the panel) may
// provide their own.
import { createContext, useContext } from 'react';
import { api, type Api } from '@portal/api-client';
import { calendarDateOf, compareDates, type CalendarDate } from '@portal/contracts';

export type HistoryServices = Pick<Api, 'history' | 'historyDownload' | 'serverDate'> & {
  /** hand a downloaded file to the browser */
  saveFile(blob: Blob, fileName: string): void;
  /** the latest day the cardholder may pick, from the browser's clock, until the server's day (serverDate) is known */
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
 * Today for the picker's latest day: the cardholder's own calendar day, but never later than
 * the server's (UTC) day, which the server checks the range against. East of UTC, after local
 * midnight, the local day is the server's tomorrow and would be refused.
 */
export function historyToday(
  now: Date = new Date(),
  utcOffsetMinutes = -now.getTimezoneOffset(),
): CalendarDate {
  const local = calendarDateOf(new Date(now.getTime() + utcOffsetMinutes * 60_000));
  const server = calendarDateOf(now);
  return compareDates(local, server) <= 0 ? local : server;
}

export const defaultHistoryServices: HistoryServices = {
  history: api.history,
  historyDownload: api.historyDownload,
  serverDate: api.serverDate,
  saveFile: saveWithDownloadLink,
  today: () => historyToday(),
};

const HistoryServicesContext = createContext<HistoryServices>(defaultHistoryServices);

export const HistoryServicesProvider = HistoryServicesContext.Provider;

export function useHistoryServices(): HistoryServices {
  return useContext(HistoryServicesContext);
}
