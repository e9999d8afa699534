// Browsers report what the cardholder saw fail: a remote that could not be loaded, an area that
// crashed, a text missing from the page's language (its app, language and key). Counted in the metrics (portal_client_failures_total, the release label only for a
// release the server knows: release-label.ts) and logged once, the route redacted again (a
// link's capability never reaches the log) and card numbers masked in every field; rate limited
// per client.
import type { FastifyInstance } from 'fastify';
import { redactPortalPath } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
import { route } from '../../http/route';
import { releaseLabel } from './release-label';

export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'clientFailure', async ({ req, reply, body }) => {
    app.metrics.clientFailure({ ...body, release: await releaseLabel(app.ctx, body.release) });
    req.log.warn(
      {
        failure: {
          kind: body.kind,
          remote: body.remote,
          // every text field may carry a card number a page (or someone) typed: masked
          release: maskCardData(body.release),
          route: maskCardData(redactPortalPath(body.route)),
          ...(body.correlationId ? { page: maskCardData(body.correlationId) } : {}),
          ...(body.key ? { key: body.key } : {}),
        },
      },
      'browser reported a failure',
    );
    return reply.code(204).send();
  });
}
