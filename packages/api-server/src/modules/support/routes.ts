// Anyone: the contact form (spec §4) and the proof-of-work captcha challenge.
import type { FastifyInstance } from 'fastify';
import { maskCardNumber } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../plugins/operations';
import { insertSupportRequest } from './repository';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  route(app, 'contact', async ({ req, body }) => {
    const cardNumber = body.cardNumber ? body.cardNumber.replace(/\D/g, '') : '';
    await insertSupportRequest(ctx.db, {
      name: body.name,
      email: body.email,
      // only the masked number is kept
      cardMasked: cardNumber ? maskCardNumber(cardNumber) : null,
      inquiryType: body.inquiryType,
      message: body.message ?? '',
      client: req.ip,
      at: ctx.now(),
    });
    await req.audit('received');
    return { received: true };
  });

  route(app, 'captchaChallenge', async ({ query }) => {
    if (!ctx.captcha.challenge)
      throw new ApiFailure('not_found', 'This server does not use proof-of-work captchas');
    return ctx.captcha.challenge(query.action);
  });
}
