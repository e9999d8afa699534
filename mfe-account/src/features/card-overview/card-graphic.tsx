// spec §2: the card as a picture, with the frozen and virtual styles. Decoration only (hidden
// from screen readers): every fact it shows is read once, as text, in the balance hero beside it.
import { useProgram } from '@portal/session-store';
import { lastFour } from '@portal/ui';
import { TEXTS } from '#shared/messages';
import styles from './card-overview.module.css';

export interface CardGraphicProps {
  maskedCardNumber: string;
  frozen: boolean;
  virtual: boolean;
}

export function CardGraphic({ maskedCardNumber, frozen, virtual }: CardGraphicProps) {
  const program = useProgram();
  const className = [styles.card, virtual ? styles.virtual : '', frozen ? styles.frozen : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-hidden="true">
      <span className={styles.product}>{program.productName}</span>
      <span className={styles.cardChip} />
      <span className={styles.number}>•••• {lastFour(maskedCardNumber)}</span>
      <span className={styles.brand}>{TEXTS.overview.brand.toUpperCase()}</span>
    </div>
  );
}
