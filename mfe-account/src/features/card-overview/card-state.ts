// The card's state as its chip says it: one word a cardholder reads at a glance. Derived from
// card info, never stored: freezing the card changes freezeInfo, and the chip says Frozen at once.
import { statusCode, type CardInfo } from '@portal/contracts';
import type { SessionData } from '@portal/session-store';

export type CardState = 'activated' | 'frozen' | 'notActivated' | 'issued' | 'closed' | 'unknown';

export function cardState(info: CardInfo): CardState {
  // a closed card stays closed whatever else its info says
  if (info.status.trim().toUpperCase() === 'CLOSED') return 'closed';
  if (info.freezeInfo.frozen) return 'frozen';
  switch (statusCode(info.status)) {
    case 'ACTIVATED':
      return 'activated';
    case 'REQUIRES_ACTIVATION':
      return 'notActivated';
    case 'ISSUED':
      return 'issued';
    default:
      return 'unknown';
  }
}

export function selectCardState(s: Pick<SessionData, 'cardInfo'>): CardState | null {
  return s.cardInfo === null ? null : cardState(s.cardInfo);
}
