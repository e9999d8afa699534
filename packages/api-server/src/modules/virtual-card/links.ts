// A new emailed link for a virtual card, and the email that carries it.
import { PORTAL_ROUTES, fill } from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import type { Queryable } from '../../db';
import { randomId } from '../../crypto/card';
import { signLinkParams } from './link-params';
import type { Ctx } from '../../context';
import { enqueue } from '../../notify/outbox';
import { momentIn, notifyTexts } from '../../notify/texts';
import { insertLink, retireLinks } from './repository';

export interface LinkInfo {
  accountId: string;
  registrationPath: string;
  cardInfoPath: string;
  expiresAt: Date;
}

export async function createLink(
  q: Queryable,
  linkKey: Buffer,
  card: { id: number; cardImageId: string },
  email: string | null,
  ttlDays: number,
  now: Date,
): Promise<LinkInfo> {
  const accountId = randomId(18);
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await insertLink(q, { accountId, cardId: card.id, email, expiresAt, createdAt: now });
  const params = signLinkParams(linkKey, accountId, {
    src: 'email',
    lt: String(Math.floor(now.getTime() / 1000)),
  });
  const link = { accountId, cardImageId: card.cardImageId, email };
  return {
    accountId,
    registrationPath: PORTAL_ROUTES.virtualRegistration.build(link, params),
    cardInfoPath: PORTAL_ROUTES.cardInfo.build(link),
    expiresAt,
  };
}

/**
 * The link email in the card's language; `redacted` is what may be shown or logged (the link is a
 * capability to the card).
 */
export function virtualCardEmail(
  publicUrl: string,
  productName: string,
  link: LinkInfo,
  language: Language = 'en',
): { subject: string; body: string; redacted: string } {
  const words = notifyTexts(language).virtualLink;
  const values = { product: productName, expires: momentIn(language, link.expiresAt) };
  return {
    subject: fill(words.subject, values),
    redacted: fill(words.redacted, values),
    body: [
      fill(words.ready, values),
      '',
      fill(words.open, { url: `${publicUrl}${link.registrationPath}` }),
      '',
      fill(words.expires, values),
    ].join('\n'),
  };
}

/**
 * A fresh link for a card, emailed to `to` (sealed in the outbox): every earlier link of the card
 * is retired. For the holder's resend and the call centre's `link resend`.
 */
export async function sendFreshLink(
  q: Queryable,
  ctx: Ctx,
  card: { id: number; card_image_id: string; language: Language },
  to: string,
): Promise<void> {
  const now = ctx.now();
  await retireLinks(q, card.id, now);
  const fresh = await createLink(
    q,
    ctx.keys.link,
    { id: card.id, cardImageId: card.card_image_id },
    to,
    ctx.settings.linkTtlDays,
    now,
  );
  const mail = virtualCardEmail(ctx.settings.publicUrl, ctx.program.productName, fresh, card.language);
  await enqueue(
    q,
    {
      channel: 'email',
      recipient: to,
      subject: mail.subject,
      body: mail.redacted,
      sealed: ctx.sealer.seal(mail.body),
    },
    now,
  );
}
