// The 'What's next' list and the important notes of the card information screen (spec §2),
// with the customer service and balance phones from the programme config.
import { useProgram } from '@portal/session-store';
import { fillProgram } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import styles from './card-guide.module.css';

export function CardGuide() {
  const program = useProgram();
  return (
    <div className={styles.guide}>
      <section aria-labelledby="virtual-card-next">
        <h2 id="virtual-card-next" className={styles.heading}>
          {TEXTS.whatsNextHeading}
        </h2>
        <ol className={styles.list}>
          {TEXTS.whatsNext.map((item) => (
            <li key={item}>{fillProgram(item, program)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="virtual-card-notes" className={styles.notes}>
        <h2 id="virtual-card-notes" className={styles.heading}>
          {TEXTS.notesHeading}
        </h2>
        <ul className={styles.list}>
          {TEXTS.notes.map((item) => (
            <li key={item}>{fillProgram(item, program)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
