// Server state of the recent transactions (spec §4 History, §7): one call fetches 5 UI pages (50
// rows); UI page p is served from server page ceil(p / 5), fetched once and cached for as long
// as the list shows the same dates. New dates start a fresh cache on page 1. Explicit loading /
// error / ready states; a response for a page or dates the user has already left is never shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { HISTORY_TXN_PER_CALL, type Transaction } from '@portal/contracts';
import { useHistoryServices } from './history-api';
import { rowsOfPage, serverPageFor, totalPages } from './paging';

export interface HistoryRange {
  /** MM/DD/YYYY */
  startDate: string;
  endDate: string;
}

export type HistoryPageState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: Transaction[] };

export interface HistoryPages {
  page: number;
  setPage: (page: number) => void;
  /** ask the current page again after a failure */
  retry: () => void;
  /** null until the first answer */
  txnCount: number | null;
  pageCount: number;
  state: HistoryPageState;
}

interface Cache {
  /** the dates these pages belong to */
  key: string;
  page: number;
  rows: Map<number, Transaction[]>;
  failed: Set<number>;
  txnCount: number | null;
}

const fresh = (key: string): Cache => ({ key, page: 1, rows: new Map(), failed: new Set(), txnCount: null });

export function useHistoryPages(range: HistoryRange): HistoryPages {
  const services = useHistoryServices();
  const key = `${range.startDate}-${range.endDate}`;
  const [stored, setCache] = useState<Cache>(() => fresh(key));
  // other dates: a fresh cache at once, in this render, so no row of the old dates shows under the new
  const cache = stored.key === key ? stored : fresh(key);
  if (cache !== stored) setCache(cache);
  const { page } = cache;
  const serverPage = serverPageFor(page);
  const cached = cache.rows.get(serverPage);
  const failed = cache.failed.has(serverPage);
  // one request per server page at a time (also under StrictMode's double effects)
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    const request = `${key}#${serverPage}`;
    if (cached || failed || inFlight.current.has(request)) return;
    inFlight.current.add(request);
    // an answer for dates no longer shown is dropped
    const store = (change: (prev: Cache) => Cache) =>
      setCache((prev) => (prev.key === key ? change(prev) : prev));
    services
      .history({
        startDate: range.startDate,
        endDate: range.endDate,
        page: serverPage,
        txnPerPage: HISTORY_TXN_PER_CALL,
      })
      .then(
        (response) => {
          inFlight.current.delete(request);
          store((prev) => ({
            ...prev,
            rows: new Map(prev.rows).set(serverPage, response.transactions),
            txnCount: response.txnCount,
          }));
        },
        () => {
          inFlight.current.delete(request);
          store((prev) => ({ ...prev, failed: new Set(prev.failed).add(serverPage) }));
        },
      );
  }, [services, key, range.startDate, range.endDate, serverPage, cached, failed]);

  const setPage = useCallback((next: number) => {
    // a failed server page is asked again when the user comes back to it
    setCache((prev) => {
      const target = serverPageFor(next);
      if (!prev.failed.has(target)) return { ...prev, page: next };
      const again = new Set(prev.failed);
      again.delete(target);
      return { ...prev, page: next, failed: again };
    });
  }, []);

  const retry = useCallback(() => setPage(page), [setPage, page]);

  const state: HistoryPageState = cached
    ? { status: 'ready', rows: rowsOfPage(cached, page) }
    : failed
      ? { status: 'error' }
      : { status: 'loading' };

  return {
    page,
    setPage,
    retry,
    txnCount: cache.txnCount,
    pageCount: totalPages(cache.txnCount ?? 0),
    state,
  };
}
