// Server state of the history modal (spec §4 History, §7): one call fetches 5 UI pages (50
// rows); UI page p is served from server page ceil(p / 5), fetched once and cached for as long
// as the modal is open. Explicit loading / error / ready states; a response for a page the
// user has already left is still cached but never shown over the current page.
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
  /** null until the first answer */
  txnCount: number | null;
  pageCount: number;
  state: HistoryPageState;
}

interface Cache {
  rows: Map<number, Transaction[]>;
  failed: Set<number>;
  txnCount: number | null;
}

export function useHistoryPages(range: HistoryRange): HistoryPages {
  const services = useHistoryServices();
  const [page, setPageState] = useState(1);
  const [cache, setCache] = useState<Cache>(() => ({ rows: new Map(), failed: new Set(), txnCount: null }));
  const serverPage = serverPageFor(page);
  const cached = cache.rows.get(serverPage);
  const failed = cache.failed.has(serverPage);
  // one request per server page at a time (also under StrictMode's double effects)
  const inFlight = useRef(new Set<number>());

  useEffect(() => {
    if (cached || failed || inFlight.current.has(serverPage)) return;
    inFlight.current.add(serverPage);
    services
      .history({
        startDate: range.startDate,
        endDate: range.endDate,
        page: serverPage,
        txnPerPage: HISTORY_TXN_PER_CALL,
      })
      .then(
        (response) => {
          inFlight.current.delete(serverPage);
          setCache((prev) => ({
            rows: new Map(prev.rows).set(serverPage, response.transactions),
            failed: prev.failed,
            txnCount: response.txnCount,
          }));
        },
        () => {
          inFlight.current.delete(serverPage);
          setCache((prev) => ({ ...prev, failed: new Set(prev.failed).add(serverPage) }));
        },
      );
  }, [services, range.startDate, range.endDate, serverPage, cached, failed]);

  const setPage = useCallback((next: number) => {
    // a failed server page is asked again when the user comes back to it
    setCache((prev) => {
      const target = serverPageFor(next);
      if (!prev.failed.has(target)) return prev;
      const again = new Set(prev.failed);
      again.delete(target);
      return { ...prev, failed: again };
    });
    setPageState(next);
  }, []);

  const state: HistoryPageState = cached
    ? { status: 'ready', rows: rowsOfPage(cached, page) }
    : failed
      ? { status: 'error' }
      : { status: 'loading' };

  return { page, setPage, txnCount: cache.txnCount, pageCount: totalPages(cache.txnCount ?? 0), state };
}
