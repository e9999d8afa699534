// The notification dispatcher: SMTP / SMS webhook when configured, else the log (development, or
// production told so with NOTIFY_TRANSPORT=log: a production start refuses a channel with neither,
// config/production.ts).
import fp from 'fastify-plugin';
import {
  consoleAdapter,
  createDispatcher,
  smsWebhookAdapter,
  smtpAdapter,
  type DeliveryAdapter,
} from '../notify/outbox';

export const outboxPlugin = fp<{ adapters?: { email?: DeliveryAdapter; sms?: DeliveryAdapter } }>(
  async (app, { adapters = {} }) => {
    const { ctx } = app;
    const { settings } = ctx;
    const email =
      adapters.email ??
      (settings.smtpUrl
        ? smtpAdapter(settings.smtpUrl, settings.mailFrom)
        : consoleAdapter(app.log, settings.production));
    const sms =
      adapters.sms ??
      (settings.smsWebhookUrl
        ? smsWebhookAdapter(settings.smsWebhookUrl)
        : consoleAdapter(app.log, settings.production));
    app.decorate(
      'dispatcher',
      createDispatcher(ctx.db, { email, sms }, app.log, ctx.sealer, {
        now: ctx.now,
        giveUpHours: settings.outboxGiveUpHours,
        observe: (channel, outcome, seconds) => app.metrics.delivery(channel, outcome, seconds),
      }),
    );
    app.addHook('onClose', async () => app.dispatcher.stop());
  },
  { name: 'outbox' },
);
