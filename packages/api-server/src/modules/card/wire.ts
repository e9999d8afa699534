// A card row on the wire: the CardInfo shape of contracts, masked number only.
import { LEGACY_BINS, type CardInfo } from '@portal/contracts';
import type { CardRow } from './repository';

export function maskedNumber(card: Pick<CardRow, 'bin' | 'last4'>): string {
  return `${card.bin.slice(0, 4)} **** **** ${card.last4}`;
}

export function isGift2GoBin(card: Pick<CardRow, 'bin'>): boolean {
  return (LEGACY_BINS as readonly string[]).some((b) => card.bin.startsWith(b));
}

export function toCardInfo(card: CardRow): CardInfo {
  return {
    status: card.status,
    virtual: card.virtual,
    freezeInfo: { frozen: card.frozen },
    permissions: {
      availableCardFreeze: card.perm_freeze,
      availablePinReset: card.perm_pin_reset,
      availableCardActivation: card.perm_activation,
      availableCardReplacement: card.perm_replacement && card.closed_at === null,
    },
    cardRegistered: card.registered,
    maskedCardNumber: maskedNumber(card),
    firstName: card.registered ? card.first_name : null,
    lastName: card.registered ? card.last_name : null,
    gift2GoBin: isGift2GoBin(card),
    expiry: card.expiry,
  };
}
