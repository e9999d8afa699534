// The first paint in the HTML (issue 8): the API server renders the shell and the route's page
// for every page request, with the programme's runtime config, so a slow phone shows the heading,
// the login form and the footer before any script has run; the browser then hydrates the same
// tree (bootstrap.tsx). Built by the host's webpack into dist-ssr/render.cjs (packages/build-config),
// with the CSS of everything it renders in dist-ssr/render.css.
//
// Remote areas render their loading placeholder here, which holds the area's final space (no
// shift when the remote arrives); remotes stay independently deployable, their code is never in
// this bundle. Programme values come from the config passed in at serve time, never from a build.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RuntimeConfig } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { routes, withoutLoaders } from './app/routes';
import type { RouteHandle } from './app/root-layout';

export interface RenderedPage {
  /** 404 for the not-found page, else 200 */
  status: number;
  /** the page title (route title | product name), as the browser then sets it */
  title: string;
  /** the markup of #root */
  html: string;
}

const handler = createStaticHandler(withoutLoaders(routes));

/** `url`: the page's absolute URL (path and query as requested). */
export async function render(url: string, config: RuntimeConfig): Promise<RenderedPage> {
  useRuntimeConfig.getState().setConfig(config);
  const context = await handler.query(new Request(url));
  // no loader runs on the server, so nothing redirects; a Response here would be a bug
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ThemeProvider program={config.program}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ThemeProvider>,
  );
  const deepest = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle)?.title);
  const routeTitle = (deepest?.route.handle as RouteHandle | undefined)?.title;
  const notFound = context.matches.some((m) => m.route.path === '*');
  return {
    status: notFound ? 404 : 200,
    title: routeTitle ? `${routeTitle} | ${config.program.productName}` : config.program.productName,
    html,
  };
}
