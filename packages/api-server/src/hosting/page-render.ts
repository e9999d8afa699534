// The portal's pages with their first paint in the HTML. The host's build leaves a
// server-render bundle beside its dist/ (host/dist-ssr/render.cjs and render.css, see
// host/src/server-render.tsx); for every page request the server renders the shell and the
// route's page with this programme's runtime config into the host's index.html and inlines the CSS
// of what it rendered. (The runtime config is not hinted: the browser asks for its canary bucket's
// /config.json?bucket=NN, which the server cannot know.) The browser then
// hydrates it. Without the bundle (a host built for development) the plain index.html is served.
// A remote area of a public page (the contact page, the agreements) gets the remote's own static
// render, with its CSS, from the release served now (remote-render.ts).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RemoteModuleId, RuntimeConfig } from '@portal/contracts';
import type { RemoteRenderer } from './remote-render';

interface RenderedPage {
  status: number;
  title: string;
  html: string;
}
type Render = (
  url: string,
  config: RuntimeConfig,
  renderRemote?: (module: RemoteModuleId, props: unknown) => Promise<string | null>,
) => Promise<RenderedPage>;

export interface Page {
  status: number;
  html: string;
  /** the same bytes compressed once, as the static files are at build (the page is ~25 KB, mostly CSS) */
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /** the page for `path` (path and query as requested), with its HTTP status */
  page(path: string): Promise<Page>;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** null when the host has no server-render bundle: the caller serves index.html as it is. */
export function createPageRenderer(
  hostDist: string,
  config: RuntimeConfig,
  remotes?: RemoteRenderer,
): PageRenderer | null {
  const ssrDir = join(hostDist, '..', 'dist-ssr');
  const bundle = join(ssrDir, 'render.cjs');
  const template = join(hostDist, 'index.html');
  if (!existsSync(bundle) || !existsSync(template)) return null;
  const { render } = createRequire(bundle)(bundle) as { render: Render };
  const css = existsSync(join(ssrDir, 'render.css')) ? readFileSync(join(ssrDir, 'render.css'), 'utf8') : '';
  // the template as html-webpack-plugin minified it: <div id=root></div>
  const [before, after] = readFileSync(template, 'utf8').split(/<div id="?root"?><\/div>/);
  if (after === undefined) throw new Error(`${template} has no <div id="root"></div>`);
  const styleTag = (css: string, attribute: string) =>
    `<style ${attribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const head = styleTag(css, 'data-portal-ssr');
  // the page depends on its path and the remotes' releases only (the programme is fixed for the
  // process): keep the last few
  const cache = new Map<string, Page>();
  return {
    async page(path) {
      const key = `${path}\n${remotes?.sources() ?? ''}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const url = new URL(path, 'http://portal.invalid').href;
      // each remote's CSS once, however many of its areas the page shows
      const remoteCss = new Map<string, string>();
      let complete = true;
      const renderRemote = remotes
        ? async (module: RemoteModuleId, props: unknown) => {
            const out = await remotes.render(module, props, url);
            if ('html' in out) remoteCss.set(out.from, out.css);
            else if (out.failed) complete = false;
            return 'html' in out ? out.html : null;
          }
        : undefined;
      const rendered = await render(url, config, renderRemote);
      const styles = [head, ...[...remoteCss.values()].map((c) => styleTag(c, 'data-portal-ssr-remote'))];
      const html =
        before!
          .replace('</head>', () => `${styles.join('')}</head>`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`) +
        `<div id="root" data-ssr>${rendered.html}</div>` +
        after;
      const page = {
        status: rendered.status,
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      // a page where a remote's static render failed (its area shows the placeholder) is rendered again next time
      if (complete) {
        if (cache.size >= 200) cache.delete(cache.keys().next().value!);
        cache.set(key, page);
      }
      return page;
    },
  };
}
