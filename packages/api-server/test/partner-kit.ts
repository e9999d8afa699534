// The set-up the partner tests share (partner*.test.ts): a server whose partner limits let one
// file's many calls through, a partner with an origin, and one of its virtual cards with the way
// the partner's server asks an embed token for it.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import { API, harness, type Harness } from './helpers';

/** The origin a test partner registers (its page's). */
export const PARTNER_ORIGIN = 'https://rewards.partner.example';

/** The operator's answer to a new partner. */
export interface Partner {
  partnerId: string;
  apiKey: string;
}

/** The server of a partner test file. */
export const partnerHarness = () =>
  harness({ settings: { partnerRateLimit: { perPartner: 1000, perClient: 1000 } } });

let counter = 0;

/**
 * A partner with these origins, one of its virtual cards (card options over a member's card) and
 * its server's way to ask an embed token for the card (its API key, nothing a browser sends).
 */
export async function partnerAndCard(
  h: Harness,
  options: Record<string, unknown> = {},
  origins: string[] = [PARTNER_ORIGIN],
) {
  const created = await h.admin('POST', '/partners', { name: 'Rewards Co', origin: origins });
  expect(created.statusCode).toBe(200);
  const partner = created.json<Partner>();
  const externalRef = `member-${++counter}`;
  const card = await h.issue({
    virtual: true,
    email: 'member@example.com',
    partner: partner.partnerId,
    'external-ref': externalRef,
    ...options,
  });
  const token = () => embedToken(h, partner, externalRef);
  return { partner, card, token };
}

/** The embed token the partner's server asks for its member's card (its API key, no browser headers). */
export async function embedToken(h: Harness, partner: Partner, externalRef: string): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions`,
    headers: { authorization: `Bearer ${partner.apiKey}` },
    payload: { externalRef },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ embedToken: string }>().embedToken;
}

/**
 * The frame's exchange of an embed token for an embed session, with these request headers and
 * the framing page's origin (PARTNER_ORIGIN unless given; null sends none).
 */
export function exchange(
  h: Harness,
  embedToken: string,
  {
    headers = {},
    parentOrigin = PARTNER_ORIGIN,
  }: { headers?: Record<string, string>; parentOrigin?: string | null } = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions/exchange`,
    headers,
    payload: parentOrigin === null ? { embedToken } : { embedToken, parentOrigin },
  });
}

/** The card image of a virtual card, read with an image token. */
export const image = (h: Harness, cardImageId: string, token: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'GET',
    url: `${API}/card/vv/image/${cardImageId}?token=${encodeURIComponent(token)}`,
    headers,
  });

/** A refused call as [status, code], the pair every refusal test compares. */
export const refusal = (res: { statusCode: number; json(): unknown }) => [
  res.statusCode,
  (res.json() as { code: string }).code,
];
