// Base64 route parameters: the url-safe text a link carries, and its decoding.
/** base64 (standard or url-safe) route parameter → text; null when not decodable. */
export function decodeBase64Param(value: string): string | null {
  try {
    const normal = value.replace(/-/g, '+').replace(/_/g, '/');
    const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** text → url-safe base64 without padding (for building route parameters). */
export function encodeBase64Param(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
