// The 'What's next' list and the important notes of the card information screen (spec §2),
// with the customer service and balance phones from the programme config, each on the portal's
// Panel (the notes as a warning). Inside a partner's site the list names the programme's
// customer service and the balance note names the programme's website, not 'this website'.
import type { Program } from '@portal/contracts';
import { fill } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { Panel, fillProgram } from '@portal/ui';
import { PARTNER_TEXTS, TEXTS } from '#shared/messages';
import styles from './card-guide.module.css';

/** The programme's website as a person reads it: 'www.primerewardscard.example'. */
const websiteOf = (program: Program) => program.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');

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
          fill(fillProgram(part, program), { website: websiteOf(program) })
        ),
      )}
    </>
  );
}

export function CardGuide({ partner = false }: { partner?: boolean }) {
  const program = useProgram();
  const T = partner ? PARTNER_TEXTS : TEXTS;
  // the panels' ids are React's own: a partner page may show two cards
  return (
    <div className={styles.guide}>
      <Panel heading={TEXTS.whatsNextHeading}>
        <ol className={styles.list}>
          {T.whatsNext.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ol>
      </Panel>
      <Panel heading={TEXTS.notesHeading} tone="warning">
        <ul className={styles.list}>
          {T.notes.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
