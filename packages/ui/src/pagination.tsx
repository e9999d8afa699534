// Pagination (spec §9: at most 3 page links, rotating): previous and next buttons around a
// window of page buttons that keeps the current page in the middle where it can. The current
// page carries aria-current="page". Buttons are keyed by page number, so the pressed one keeps
// focus while the window rotates around it; a Previous or Next that the page turn disables (the
// first or last page reached) hands its focus to the current page's button, never to the body.
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { fill } from '@portal/contracts';
import { UI_TEXTS } from './i18n';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** page links shown at once (spec §9: 3) */
  maxLinks?: number;
  /** the navigation landmark's name */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** accessible name of a page button */
  pageLabel?: (page: number) => string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The page numbers to show: `max` consecutive pages with `page` centred (rotating), shifted
 * to stay within 1..total.
 */
export function pageWindow(page: number, total: number, max = 3): number[] {
  if (total < 1 || max < 1) return [];
  const size = Math.min(max, total);
  const current = Math.min(Math.max(1, page), total);
  let first = current - Math.floor((size - 1) / 2);
  first = Math.max(1, Math.min(first, total - size + 1));
  return Array.from({ length: size }, (_, i) => first + i);
}

export function Pagination({
  page,
  totalPages,
  onPageChange,
  maxLinks = 3,
  label = UI_TEXTS.pagination.label,
  previousLabel = UI_TEXTS.pagination.previous,
  nextLabel = UI_TEXTS.pagination.next,
  pageLabel = (n) => fill(UI_TEXTS.pagination.page, { page: String(n) }),
  isDisabled = false,
  className,
}: PaginationProps) {
  const nav = useRef<HTMLElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    const active = document.activeElement;
    // still on a control of its own that can take it: the focus stays where the cardholder left it
    if (active instanceof HTMLElement && nav.current?.contains(active) && !active.matches(':disabled'))
      return;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, maxLinks);
  const step = (to: number) => {
    stepped.current = true;
    onPageChange(to);
  };
  return (
    <nav ref={nav} aria-label={label} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>
          <Button className={styles.step} isDisabled={isDisabled || page <= 1} onPress={() => step(page - 1)}>
            <span aria-hidden="true">‹</span> <span className={styles.stepLabel}>{previousLabel}</span>
          </Button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Button
              className={styles.page}
              aria-label={pageLabel(n)}
              aria-current={n === page ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={() => {
                if (n !== page) onPageChange(n);
              }}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button
            className={styles.step}
            isDisabled={isDisabled || page >= totalPages}
            onPress={() => step(page + 1)}
          >
            <span className={styles.stepLabel}>{nextLabel}</span> <span aria-hidden="true">›</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
