// The portal's pages with their first paint in the HTML (issue 8). The host's build leaves a
// server-render bundle beside its dist/ (host/dist-ssr/render.cjs and render.css, see
// host/src/server-render.tsx); for every page request the server renders the shell and the
// route's page with this programme's runtime config into the host's index.html and inlines the CSS
// of what it rendered. (The runtime config is not hinted: the browser asks for its canary bucket's
// /config.json?bucket=NN, which the server cannot know.) The browser then
// hydrates it. Without the bundle (a host built for development) the plain index.html is served.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@portal/contracts';

interface RenderedPage {
  status: number;
  title: string;
  html: string;
}
type Render = (url: string, config: RuntimeConfig) => Promise<RenderedPage>;

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
export function createPageRenderer(hostDist: string, config: RuntimeConfig): PageRenderer | null {
  const ssrDir = join(hostDist, '..', 'dist-ssr');
  const bundle = join(ssrDir, 'render.cjs');
  const template = join(hostDist, 'index.html');
  if (!existsSync(bundle) || !existsSync(template)) return null;
  const { render } = createRequire(bundle)(bundle) as { render: Render };
  const css = existsSync(join(ssrDir, 'render.css')) ? readFileSync(join(ssrDir, 'render.css'), 'utf8') : '';
  // the template as html-webpack-plugin minified it: <div id=root></div>
  const [before, after] = readFileSync(template, 'utf8').split(/<div id="?root"?><\/div>/);
  if (after === undefined) throw new Error(`${template} has no <div id="root"></div>`);
  const head = `<style data-portal-ssr>${css.replace(/<\/style/gi, '<\\/style')}</style></head>`;
  const top = before!.replace('</head>', head);
  // the page depends on its path only (the programme is fixed for the process): keep the last few
  const cache = new Map<string, Page>();
  return {
    async page(path) {
      const cached = cache.get(path);
      if (cached) return cached;
      const rendered = await render(new URL(path, 'http://portal.invalid').href, config);
      const html =
        top.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`) +
        `<div id="root" data-ssr>${rendered.html}</div>` +
        after;
      const page = {
        status: rendered.status,
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      if (cache.size >= 200) cache.delete(cache.keys().next().value!);
      cache.set(path, page);
      return page;
    },
  };
}
