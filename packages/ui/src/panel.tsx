// One shape for every block of a page: one padding, one heading style, an optional description
// and a row of actions, so panels look and read the same in every remote. The section is named
// by its heading (a region a screen reader can jump to).
import { useId, type ReactNode, type Ref } from 'react';
import styles from './panel.module.css';

export type PanelTone = 'default' | 'error' | 'info' | 'warning';

export interface PanelProps {
  heading: ReactNode;
  /** h2 by default; a panel inside a titled group is an h3; a panel that is the whole page an h1 */
  headingLevel?: 1 | 2 | 3;
  /**
   * a heading given a ref takes focus after an action, and a page's h1 when a shell moves focus
   * to it (tabIndex -1: focusable, not a tab stop)
   */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  description?: ReactNode;
  /** buttons or links that act on the panel, in a row that wraps */
  actions?: ReactNode;
  tone?: PanelTone;
  className?: string;
  children?: ReactNode;
}

export function Panel({
  heading,
  headingLevel = 2,
  headingRef,
  headingId,
  description,
  actions,
  tone = 'default',
  className,
  children,
}: PanelProps) {
  const generated = useId();
  const id = headingId ?? generated;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.panel, tone !== 'default' ? styles[tone] : '', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={headingRef || headingLevel === 1 ? -1 : undefined}
        className={styles.heading}
      >
        {heading}
      </Heading>
      {description !== undefined &&
        (typeof description === 'string' ? (
          <p className={styles.description}>{description}</p>
        ) : (
          <div className={styles.description}>{description}</div>
        ))}
      {children}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
