// Draining (src/cli/serve.ts shutdown, on SIGTERM/SIGINT): /readyz answers 503 so the balancer
// stops sending, while every other request is still answered.
import fp from 'fastify-plugin';
import { errorBody } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining` is set on SIGTERM/SIGINT: /readyz answers 503 while the replica drains */
    lifecycle: { draining: boolean };
  }
}

export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('onRequest', async (req, reply) => {
      if (app.lifecycle.draining && req.url.split('?')[0] === '/readyz')
        return reply.code(503).send(errorBody('unavailable', 'shutting down'));
    });
  },
  { name: 'lifecycle' },
);
