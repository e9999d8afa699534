// Derived rules of spec §4, as pure selectors over the session state: derive, never store twice.
import { statusCode, statusLabel, type Program, type StatusLabel } from '@portal/contracts';
import type { SessionData } from './session';

type S = Pick<SessionData, 'authToken' | 'authExp' | 'cardInfo'>;

const nowSeconds = (): number => Date.now() / 1000;

/** spec §4 Session: exists while a token is stored; valid while the stored expiry (seconds) is in the future. */
export function selectIsLoggedIn(s: S, now: number = nowSeconds()): boolean {
  return s.authToken !== null && s.authToken !== '' && s.authExp !== null && s.authExp > now;
}

/** spec §4 Card status labels: Activated, Requires activation, Issued; anything else '---'. */
export function selectStatusLabel(s: S): StatusLabel {
  return statusLabel(s.cardInfo?.status);
}

function isActivatedOrIssued(s: S): boolean {
  const code = statusCode(s.cardInfo?.status);
  return code === 'ACTIVATED' || code === 'ISSUED';
}

/** spec §4: balance is fetched only when status is activated or issued. */
export function selectShouldFetchBalance(s: S): boolean {
  return isActivatedOrIssued(s);
}

/**
 * spec §4: details show for activated or issued. Reading chosen: the details are the
 * card's balance (and, with selectShowHolderName, its holder); the masked number and the status
 * label show for every card, since §4 gives a label ('---') for any other status. Used by the
 * account remote's useCardBalance.
 */
export function selectShowDetails(s: S): boolean {
  return isActivatedOrIssued(s);
}

/** spec §4: PIN reset is available only when the permission holds and status is activated. */
export function selectCanResetPin(s: S): boolean {
  return (
    s.cardInfo !== null &&
    s.cardInfo.permissions.availablePinReset &&
    statusCode(s.cardInfo.status) === 'ACTIVATED'
  );
}

/** spec §2 PIN reset / §6: the button is disabled (with a tooltip) when the card is unregistered or frozen. */
export function selectPinResetDisabled(s: S): boolean {
  return s.cardInfo === null || !s.cardInfo.cardRegistered || s.cardInfo.freezeInfo.frozen;
}

/** spec §4: freeze is offered when permitted and not frozen; unfreeze when permitted and frozen (by phone only). */
export function selectFreezeOffer(s: S): 'freeze' | 'unfreeze' | null {
  if (s.cardInfo === null || !s.cardInfo.permissions.availableCardFreeze) return null;
  return s.cardInfo.freezeInfo.frozen ? 'unfreeze' : 'freeze';
}

/**
 * spec §2 Activation panel, §4 'the activation panel shows when the permission is given'.
 * Reading chosen: §2 gives the panel two variants — 'Please, activate your card…' when
 * activation is available, 'You are almost there! … call customer support' otherwise — so the
 * panel shows for a 'requires activation' card whatever the permission (else the second variant
 * could never show), and the permission decides the variant: selectCanActivate.
 */
export function selectShowActivation(s: S): boolean {
  return s.cardInfo !== null && statusCode(s.cardInfo.status) === 'REQUIRES_ACTIVATION';
}

/** spec §2, §4: the Activate button (not the 'call customer support' variant) — permission and status. */
export function selectCanActivate(s: S): boolean {
  return selectShowActivation(s) && s.cardInfo!.permissions.availableCardActivation;
}

/** spec §4: holder name shows only for activated or issued registered cards. */
export function selectShowHolderName(s: S): boolean {
  return s.cardInfo !== null && s.cardInfo.cardRegistered && isActivatedOrIssued(s);
}

export function selectIsVirtualCard(s: S): boolean {
  return s.cardInfo?.virtual === true;
}

/**
 * Whether the card may be reported lost or stolen here: the card's permission and the programme's
 * offer (`cardReplacement`, on unless set false). The card page's panel, its "Manage card" group
 * and the history's "I don't recognize it" offer all ask this one rule.
 */
export function selectReplacementOffered(s: S, program: Pick<Program, 'cardReplacement'>): boolean {
  return s.cardInfo?.permissions.availableCardReplacement === true && program.cardReplacement !== false;
}
