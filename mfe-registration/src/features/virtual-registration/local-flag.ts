// spec §3 Local flag: a per-user browser storage flag, marking that the first registration step
// of an emailed link was viewed. It is keyed by the SHA-256 of the concatenation of the link's
// two identifiers, not by the concatenation itself: the account id and card image id are the
// link's capability and must not sit readable in storage (SECURITY.md, emailed links). The hash
// is the browser's own (Web Crypto); where it is missing (a page not served over https or from
// localhost) the flag is simply not kept.

export async function localFlagKey(accountId: string, cardImageId: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${accountId}${cardImageId}`),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function markFirstStepViewed(accountId: string, cardImageId: string): Promise<void> {
  try {
    window.localStorage.setItem(await localFlagKey(accountId, cardImageId), 'true');
    // a flag set before the key was hashed names the ids: it goes
    window.localStorage.removeItem(`${accountId}${cardImageId}`);
  } catch {
    // storage or Web Crypto unavailable (private mode, quota, plain http): the flag is a convenience, not a rule
  }
}

export async function wasFirstStepViewed(accountId: string, cardImageId: string): Promise<boolean> {
  try {
    return window.localStorage.getItem(await localFlagKey(accountId, cardImageId)) === 'true';
  } catch {
    return false;
  }
}
