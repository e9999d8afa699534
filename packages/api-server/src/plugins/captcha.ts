// The captcha check of an operation (contracts `captcha`): the provider of the settings verifies
// the body's captchaResponse for the table's action, bound to the client.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { CaptchaAction } from '@portal/contracts';
import { ApiFailure } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    requireCaptcha(req: FastifyRequest, action: CaptchaAction): Promise<void>;
  }
}

export const captchaPlugin = fp(
  async (app) => {
    app.decorate('requireCaptcha', async (req: FastifyRequest, action: CaptchaAction) => {
      const { captchaResponse } = req.input.body as { captchaResponse: string };
      if (await app.ctx.captcha.verify(captchaResponse, action, req.ip)) return;
      // spec §8: a failed login captcha is the sanctions answer (403); elsewhere 400 captcha_failed,
      // so the client's "403 ends the session" rule logs nobody out
      if (action === 'ind_login') {
        await req.audit('captcha_failed');
        throw new ApiFailure('sanctions');
      }
      await req.audit('failed', { action: `captcha:${action}` });
      throw new ApiFailure('captcha_failed');
    });
  },
  { name: 'captcha', dependencies: ['audit'] },
);
