// The set-up the partner tests share (partner*.test.ts): a server whose partner limits let one
// file's many calls through, a partner with an origin, and one of its virtual cards with the way
// the partner's server asks an embed token for it.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import { harness, type Harness } from './helpers';

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
  const token = async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${PARTNER_BASE_PATH}/embed-sessions`,
      headers: { authorization: `Bearer ${partner.apiKey}` },
      payload: { externalRef },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ embedToken: string }>().embedToken;
  };
  return { partner, card, token };
}
