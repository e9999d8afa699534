// spec §3 Local flag: a per-user browser storage flag, marking that the first registration step
// of an emailed link was viewed. It is keyed by the SHA-256 of the concatenation of the link's
// two identifiers, not by the concatenation itself: the account id and card image id are the
// link's capability and must not sit readable in storage (SECURITY.md, emailed links).
import { sha256Hex } from './sha256';

export function localFlagKey(accountId: string, cardImageId: string): string {
  return sha256Hex(`${accountId}${cardImageId}`);
}

export function markFirstStepViewed(accountId: string, cardImageId: string): void {
  try {
    window.localStorage.setItem(localFlagKey(accountId, cardImageId), 'true');
    // a flag set before the key was hashed names the ids: it goes
    window.localStorage.removeItem(`${accountId}${cardImageId}`);
  } catch {
    // storage unavailable (private mode, quota): the flag is a convenience, not a rule
  }
}

export function wasFirstStepViewed(accountId: string, cardImageId: string): boolean {
  try {
    return window.localStorage.getItem(localFlagKey(accountId, cardImageId)) === 'true';
  } catch {
    return false;
  }
}
