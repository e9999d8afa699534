// Anyone: the contact form (spec §4) and the proof-of-work captcha challenge.
import type { FastifyInstance } from 'fastify';
import { CONTACT_REPLY_BUSINESS_DAYS, fill, maskCardNumber } from '@portal/contracts';
import { chooseLocale } from '@portal/contracts/i18n';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { enqueue } from '../../notify/outbox';
import { inquiryLabel, notifyTexts } from '../../notify/texts';
import { insertSupportRequest } from './repository';
import { contactReference, referenceKey } from './reference';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const references = referenceKey(ctx.keys.panHmac);

  // stored, sent to the programme's support address, and acknowledged to the cardholder, together
  route(app, 'contact', async ({ req, body }) => {
    const digits = body.cardNumber ? body.cardNumber.replace(/\D/g, '') : '';
    // only the masked number is kept and sent
    const cardMasked = digits ? maskCardNumber(digits) : null;
    // card data typed into the message, the name or the email field is masked before it is
    // stored, emailed or logged
    const message = maskCardData(body.message ?? '');
    const name = maskCardData(body.name);
    const email = maskCardData(body.email);
    // an address that held a card number is no address to write to: no acknowledgement
    const acknowledge = email === body.email;
    const { productName, supportPhone } = ctx.program;
    const now = ctx.now();
    const reference = await ctx.db.tx(async (q) => {
      const { id, reference } = await insertSupportRequest(q, {
        name,
        email,
        cardMasked,
        inquiryType: body.inquiryType,
        message,
        client: req.ip,
        at: now,
        referenceOf: (row) => contactReference(row, references),
      });
      const request = [
        `Contact request #${id} (${body.inquiryType})`,
        `Reference: ${reference}`,
        `Name: ${name}`,
        `Email: ${email}`,
        `Card: ${cardMasked ?? 'not given'}`,
        '',
        message || '(no message)',
      ].join('\n');
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: ctx.settings.supportEmail,
          subject: `Contact request #${id}: ${body.inquiryType}`,
          body: request,
        },
        now,
      );
      // the cardholder's reference, not the row's id: the same one the confirmation on screen shows;
      // in the language of the page they wrote from (no card is known, so no saved language)
      const texts = notifyTexts(chooseLocale(req.headers.cookie, req.headers['accept-language']));
      const ack = fill(texts.contactAck.body, {
        name,
        reference,
        inquiry: inquiryLabel(texts, body.inquiryType),
        days: String(CONTACT_REPLY_BUSINESS_DAYS),
        phone: supportPhone,
        product: productName,
      });
      if (acknowledge)
        await enqueue(
          q,
          {
            channel: 'email',
            recipient: body.email,
            subject: fill(texts.contactAck.subject, { product: productName }),
            body: ack,
          },
          now,
        );
      await req.audit('received', { q, detail: { request: id, reference } });
      return reference;
    });
    return { received: true, reference };
  });

  route(app, 'captchaChallenge', async ({ query }) => {
    if (!ctx.captcha.challenge)
      throw new ApiFailure('not_found', 'This server does not use proof-of-work captchas');
    return ctx.captcha.challenge(query.action);
  });
}
