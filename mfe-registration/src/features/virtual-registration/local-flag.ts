// spec §3 Local flag: a per-user browser storage flag keyed by the concatenation of the two
// identifiers of the emailed link, marking that the first registration step was viewed.
export function localFlagKey(accountId: string, cardImageId: string): string {
  return `${accountId}${cardImageId}`;
}

export function markFirstStepViewed(accountId: string, cardImageId: string): void {
  try {
    window.localStorage.setItem(localFlagKey(accountId, cardImageId), 'true');
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
