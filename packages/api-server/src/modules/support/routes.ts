// Anyone: the contact form (spec §4) and the proof-of-work captcha challenge.
import type { FastifyInstance } from 'fastify';
import { maskCardNumber } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { enqueue } from '../../notify/outbox';
import { insertSupportRequest } from './repository';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // stored, sent to the programme's support address, and acknowledged to the cardholder, together
  route(app, 'contact', async ({ req, body }) => {
    const digits = body.cardNumber ? body.cardNumber.replace(/\D/g, '') : '';
    // only the masked number is kept and sent
    const cardMasked = digits ? maskCardNumber(digits) : null;
    // card data typed into the message is masked before it is stored, emailed or logged
    const message = maskCardData(body.message ?? '');
    const { productName, supportPhone } = ctx.program;
    const now = ctx.now();
    await ctx.db.tx(async (q) => {
      const id = await insertSupportRequest(q, {
        name: body.name,
        email: body.email,
        cardMasked,
        inquiryType: body.inquiryType,
        message,
        client: req.ip,
        at: now,
      });
      const request = [
        `Contact request #${id} (${body.inquiryType})`,
        `Name: ${body.name}`,
        `Email: ${body.email}`,
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
      const ack = `Dear ${body.name},\n\nWe received your request #${id} about "${body.inquiryType}" and will answer you by email. For anything urgent, call ${supportPhone}.\n\n${productName} customer service`;
      await enqueue(
        q,
        {
          channel: 'email',
          recipient: body.email,
          subject: `${productName}: we received your request`,
          body: ack,
        },
        now,
      );
      await req.audit('received', { q, detail: { request: id } });
    });
    return { received: true };
  });

  route(app, 'captchaChallenge', async ({ query }) => {
    if (!ctx.captcha.challenge)
      throw new ApiFailure('not_found', 'This server does not use proof-of-work captchas');
    return ctx.captcha.challenge(query.action);
  });
}
