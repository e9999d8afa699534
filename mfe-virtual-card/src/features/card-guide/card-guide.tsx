// The 'What's next' list and the important notes of the card information screen (spec §2),
// with the customer service and balance phones from the programme config, each on the portal's
// Panel (the notes as a warning). Inside a partner's site the list names the programme's
// customer service and the balance note names the programme's website, not 'this website'.
import type { Program } from '@portal/contracts';
import { fill } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { Panel, fillProgram } from '@portal/ui';
import { GUIDE_TEXT, PARTNER_TEXTS } from '#shared/messages';
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

/** The lines of 'What's next' and of the important notes, in the screen's or the partner's words. */
function guideLines(partner: boolean): { whatsNext: string[]; notes: string[] } {
  const T = GUIDE_TEXT;
  return {
    whatsNext: [partner ? PARTNER_TEXTS.writeDown : T.writeDown, T.keepSafe, T.needed],
    notes: [T.noPhotos, T.noWallets, T.billing, T.inStores, partner ? PARTNER_TEXTS.balance : T.balance],
  };
}

export function CardGuide({ partner = false }: { partner?: boolean }) {
  const program = useProgram();
  const { whatsNext, notes } = guideLines(partner);
  // the panels' ids are React's own: a partner page may show two cards
  return (
    <div className={styles.guide}>
      <Panel heading={GUIDE_TEXT.whatsNextHeading}>
        <ol className={styles.list}>
          {whatsNext.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ol>
      </Panel>
      <Panel heading={GUIDE_TEXT.notesHeading} tone="warning">
        <ul className={styles.list}>
          {notes.map((item) => (
            <li key={item}>
              <GuideText text={item} program={program} />
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
