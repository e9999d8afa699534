// The first paint in the HTML: the API server renders the shell and the route's page
// for every page request, with the programme's runtime config, so a slow phone shows the heading,
// the login form and the footer before any script has run; the browser then hydrates the same
// tree (bootstrap.tsx). Built by the host's webpack into dist-ssr/render.cjs (packages/build-config),
// with the CSS of everything it renders in dist-ssr/render.css.
//
// A remote's area shows the remote's own static render when the server has one (a public page:
// the contact page, the agreements; `renderRemote`, from the remote's build, run by the server),
// else its loading placeholder, which holds the area's final space (no shift when the remote
// arrives); remotes stay independently deployable, their code is never in this bundle. Programme
// values come from the config passed in at serve time, never from a build.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@portal/router/server';
import type { RemoteModuleId, RuntimeConfig } from '@portal/contracts';
import { loadAllTexts, withLocale, type Locale } from '@portal/contracts/i18n';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';
import { AppRoutes, routeOf } from './app/routes';
import { preloadLoginForm } from './features/login/deferred-login-form';
import { StaticRemotesContext, type StaticRemotes } from './federation/static-remote';

export interface RenderedPage {
  /** 404 for the not-found page, else 200 */
  status: number;
  /** the page title (route title | product name), as the browser then sets it */
  title: string;
  /** the markup of #root */
  html: string;
}

/** A remote's static render of one module (null: it has none, or it failed), in the page's language. */
export type RenderRemote = (module: RemoteModuleId, props: unknown) => Promise<string | null>;

/**
 * `url`: the page's absolute URL (path and query as requested). The page is rendered once; if it
 * shows remote areas and `renderRemote` gives their HTML, once more with it.
 */
export async function render(
  url: string,
  config: RuntimeConfig,
  renderRemote?: RenderRemote,
  locale: Locale = 'en',
): Promise<RenderedPage> {
  useRuntimeConfig.getState().setConfig(config);
  await preloadLoginForm(); // the browser fetches it when the cardholder reaches for the form
  // the words of the page's language, and English for a key a catalogue lacks
  await Promise.all([loadAllTexts(locale), loadAllTexts('en')]);
  const { pathname, search } = new URL(url);
  const remotes = new Map<RemoteModuleId, string>();
  const wanted = new Map<RemoteModuleId, unknown>();
  const statics: StaticRemotes = {
    html: (id) => remotes.get(id),
    want: (id, props) => wanted.set(id, props),
  };
  // each render is synchronous in the page's language: requests of other languages wait their turn
  const pass = () =>
    withLocale(locale, () =>
      renderToString(
        <StaticRemotesContext.Provider value={statics}>
          <ThemeProvider program={config.program}>
            <StaticRouter location={pathname + search}>
              <AppRoutes />
            </StaticRouter>
          </ThemeProvider>
        </StaticRemotesContext.Provider>,
      ),
    );
  let html = pass();
  if (renderRemote && wanted.size > 0) {
    const rendered = await Promise.all(
      [...wanted].map(async ([id, props]) => [id, await renderRemote(id, props)] as const),
    );
    for (const [id, remoteHtml] of rendered) if (remoteHtml !== null) remotes.set(id, remoteHtml);
    if (remotes.size > 0) html = pass();
  }
  // rendered as an anonymous visitor sees the page: no redirect (RootLayout), the browser decides
  const { title: routeTitle, notFound } = withLocale(locale, () => routeOf(pathname));
  return {
    status: notFound ? 404 : 200,
    title: routeTitle ? `${routeTitle} | ${config.program.productName}` : config.program.productName,
    html,
  };
}
