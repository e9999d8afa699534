// A card row on the wire: the CardInfo shape of contracts, masked number only.
import { LEGACY_BINS, type CardInfo } from '@portal/contracts';
import type { Ctx } from '../../context';
import type { CardRow } from './repository';

export function maskedNumber(card: Pick<CardRow, 'bin' | 'last4'>): string {
  return `${card.bin.slice(0, 4)} **** **** ${card.last4}`;
}

/** `a•••@example.com`: the first letter and the domain, enough for the member to recognise it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Whether the holder may replace this card on the portal: its permission and the programme's
 * switch. The card page offers the button by this and the server refuses by it, so a button the
 * server would answer 403 (which ends the session) is never shown.
 */
export function replacementAllowed(
  program: Pick<Ctx['program'], 'cardReplacement'>,
  card: Pick<CardRow, 'perm_replacement'>,
): boolean {
  return card.perm_replacement && program.cardReplacement !== false;
}

export function isGift2GoBin(card: Pick<CardRow, 'bin'>): boolean {
  return (LEGACY_BINS as readonly string[]).some((b) => card.bin.startsWith(b));
}

export function toCardInfo(card: CardRow, program: Pick<Ctx['program'], 'cardReplacement'>): CardInfo {
  return {
    status: card.status,
    virtual: card.virtual,
    freezeInfo: { frozen: card.frozen },
    permissions: {
      availableCardFreeze: card.perm_freeze,
      availablePinReset: card.perm_pin_reset,
      availableCardActivation: card.perm_activation,
      availableCardReplacement: replacementAllowed(program, card) && card.closed_at === null,
    },
    cardRegistered: card.registered,
    maskedCardNumber: maskedNumber(card),
    firstName: card.registered ? card.first_name : null,
    lastName: card.registered ? card.last_name : null,
    gift2GoBin: isGift2GoBin(card),
    expiry: card.expiry,
    language: card.language,
  };
}
