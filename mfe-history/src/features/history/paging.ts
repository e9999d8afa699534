// The paging arithmetic of the history table (spec §7, §9): 10 rows per page, 5 pages (50
// rows) per call; UI page p lives in server page ceil(p / 5) (contracts' serverPageFor).
import { HISTORY_PAGE_SIZE, HISTORY_PAGES_PER_CALL, serverPageFor } from '@portal/contracts';

/** Number of UI pages for `txnCount` transactions. */
export function totalPages(txnCount: number): number {
  return Math.ceil(Math.max(0, txnCount) / HISTORY_PAGE_SIZE);
}

/** The rows of UI page `page` out of the rows of its server page. */
export function rowsOfPage<T>(serverRows: readonly T[], page: number): T[] {
  const offset = ((page - 1) % HISTORY_PAGES_PER_CALL) * HISTORY_PAGE_SIZE;
  return serverRows.slice(offset, offset + HISTORY_PAGE_SIZE);
}

/** 1-based positions of the first and last row shown on `page`. */
export function rowRange(page: number, txnCount: number): { from: number; to: number } {
  const from = (page - 1) * HISTORY_PAGE_SIZE + 1;
  return { from, to: Math.min(txnCount, page * HISTORY_PAGE_SIZE) };
}

export { serverPageFor };
