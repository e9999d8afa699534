// The member's side of an embed session's one-time code in the server tests: the code as the
// holder's mailbox receives it (the outbox's sealed body), and the frame's verify call.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import type { Harness } from './helpers';

/**
 * The code of the latest code email (or SMS) to `recipient` (any recipient when omitted), opened as
 * the holder reads it.
 */
export async function codeSentTo(h: Harness, recipient?: string): Promise<string> {
  const rows = await h.rows<{ body_enc: string }>(
    `select body_enc from outbox where body like 'A code to see%' ${recipient ? 'and recipient = $1' : ''} order by id desc limit 1`,
    recipient ? [recipient] : [],
  );
  const text = rows[0] ? (h.app.ctx.sealer.open(rows[0].body_enc) ?? '') : '';
  const code = /is (\d{6})\./.exec(text)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient ?? 'anyone'}`);
  return code;
}

/** The frame's verify call (same origin: no headers of another site). */
export function verifyCode(
  h: Harness,
  accountId: string,
  code: string,
  headers: Record<string, string> = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions/verify`,
    headers,
    payload: { accountId, code },
  });
}

/** The member types the code they received: the embed session opens the card. */
export async function verifyAs(h: Harness, accountId: string, recipient?: string): Promise<void> {
  const res = await verifyCode(h, accountId, await codeSentTo(h, recipient));
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode} ${res.body}`);
}
