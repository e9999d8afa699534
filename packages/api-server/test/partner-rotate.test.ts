// partner rotate-key ends what the old key minted: the partner's unused embed tokens and its live
// embed sessions are retired with it; another partner's stay.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import { randomId } from '../src/crypto/card';
import { insertEmbedLink } from '../src/modules/partner/repository';
import type { Harness } from './helpers';
import { PARTNER_ORIGIN, partnerHarness } from './partner-kit';

const ORIGIN = PARTNER_ORIGIN;

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

/** A partner with a virtual card, an unused embed token and a live embed session of it. */
async function partnerWithEmbeds(ref: string) {
  const created = await h.admin('POST', '/partners', { name: `Partner ${ref}`, origin: [ORIGIN] });
  const { partnerId, apiKey } = created.json<{ partnerId: string; apiKey: string }>();
  await h.issue({ virtual: true, email: 'member@example.com', partner: partnerId, 'external-ref': ref });
  const token = await h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions`,
    headers: { authorization: `Bearer ${apiKey}` },
    payload: { externalRef: ref },
  });
  expect(token.statusCode).toBe(200);
  const [card] = await h.rows<{ id: number }>('select id from cards where partner_id = $1', [partnerId]);
  const accountId = randomId(18);
  await insertEmbedLink(h.db, {
    accountId,
    cardId: card!.id,
    partnerId,
    expiresAt: new Date(h.clock.now.getTime() + 15 * 60_000),
    at: h.clock.now,
  });
  return { partnerId, accountId };
}

const live = async (partnerId: string) => {
  const [row] = await h.rows<{ tokens: number; sessions: number }>(
    `select (select count(*)::int from embed_tokens where partner_id = $1 and used_at is null) as tokens,
            (select count(*)::int from virtual_links where partner_id = $1 and retired_at is null) as sessions`,
    [partnerId],
  );
  return row;
};

test('rotate-key retires the partner’s unused embed tokens and live embed sessions, audited with the counts; another partner’s stay', async () => {
  const rotated = await partnerWithEmbeds('rotate-1');
  const other = await partnerWithEmbeds('rotate-2');
  expect(await live(rotated.partnerId)).toEqual({ tokens: 1, sessions: 1 });

  const res = await h.admin('POST', '/partners/rotate-key', { id: rotated.partnerId });
  expect(res.statusCode).toBe(200);

  expect(await live(rotated.partnerId)).toEqual({ tokens: 0, sessions: 0 });
  expect(await live(other.partnerId)).toEqual({ tokens: 1, sessions: 1 });
  const [audit] = await h.rows<{ detail: string }>(
    "select detail from audit_log where action = 'admin_partner_rotate_key' and outcome = 'success' order by id desc limit 1",
  );
  expect(JSON.parse(audit!.detail)).toMatchObject({
    partner: rotated.partnerId,
    tokensRetired: 1,
    sessionsRetired: 1,
  });
});
