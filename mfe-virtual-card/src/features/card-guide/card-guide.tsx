// The 'What's next' list and the important notes of the card information screen (spec §2),
// with the customer service and balance phones from the programme config.
import { useId } from 'react';
import type { Program } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { fillProgram } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import styles from './card-guide.module.css';

/** A text with its phone numbers kept on one line (a number broken at a hyphen is misread). */
function GuideText({ text, program }: { text: string; program: Program }) {
  const phones: Record<string, string> = {
    '{phone}': program.supportPhone,
    '{balancePhone}': program.balancePhone,
  };
  return (
    <>
      {text.split(/(\{phone\}|\{balancePhone\})/).map((part, i) =>
        part in phones ? (
          <span key={i} className={styles.phone}>
            {phones[part]}
          </span>
        ) : (
          fillProgram(part, program)
        ),
      )}
    </>
  );
}

export function CardGuide() {
  const program = useProgram();
  // ids of their own: a partner page may show two cards
  const nextId = useId();
  const notesId = useId();
  return (
    <div className={styles.guide}>
      <section aria-labelledby={nextId}>
        <h2 id={nextId} className={styles.heading}>
          {TEXTS.whatsNextHeading}
        </h2>
        <ol className={styles.list}>
          {TEXTS.whatsNext.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={notesId} className={styles.notes}>
        <h2 id={notesId} className={styles.heading}>
          {TEXTS.notesHeading}
        </h2>
        <ul className={styles.list}>
          {TEXTS.notes.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
