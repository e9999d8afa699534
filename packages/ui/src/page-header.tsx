// The page's title: one h1 with an optional lead. The heading is focusable (tabIndex -1, not a
// tab stop) so a shell can move focus to it after every navigation and a screen reader reads it.
import { forwardRef, type ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  className?: string;
}

export const PageHeader = forwardRef<HTMLHeadingElement, PageHeaderProps>(function PageHeader(
  { title, lead, id, className },
  ref,
) {
  // a div, not <header>: outside a section a header is the page's banner, and the shell has one
  return (
    <div className={[styles.header, className].filter(Boolean).join(' ')}>
      <h1 ref={ref} id={id} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {lead !== undefined && <p className={styles.lead}>{lead}</p>}
    </div>
  );
});
