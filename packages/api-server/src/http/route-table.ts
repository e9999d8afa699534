import type { FastifyInstance } from 'fastify';

export interface RouteRecord {
  method: string;
  url: string;
  /** the operation of the table the route serves (contracts OPERATIONS), if any */
  operation: string | undefined;
  /** its audit action (operator routes) */
  auditAction: string | undefined;
  /** the scope an operator token needs for it (operator routes) */
  operatorScope: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route of this listener as registered (the tests match it to the operation tables) */
    routeTable: RouteRecord[];
  }
}

/** Record every route registered on `app` from now on. */
export function recordRoutes(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      app.routeTable.push({
        method,
        url: r.url,
        operation: r.config?.operation,
        auditAction: r.config?.auditAction,
        operatorScope: r.config?.operatorScope,
      });
    }
  });
}
