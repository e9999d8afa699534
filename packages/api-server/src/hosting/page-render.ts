// The portal's pages with their first paint in the HTML. The host's build leaves a
// server-render bundle beside its dist/ (host/dist-ssr/render.cjs and render.css, see
// host/src/server-render.tsx); for every page request the server renders the shell and the
// route's page with this programme's runtime config into the host's index.html and inlines the CSS
// of what it rendered. (The runtime config is not hinted: the browser asks for its canary bucket's
// /config.json?bucket=NN, which the server cannot know.) The browser then
// hydrates it. Without the bundle (a host built for development) the plain index.html is served.
// A remote area of a public page (the contact page, the agreements) gets the remote's own static
// render, with its CSS, from the release served now (remote-render.ts). The host's <script> tags
// carry the response's nonce (csp.ts): the cache keeps each page with a slot for it, filled per
// response, and the page is compressed per response.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pagesMark, type RemoteModuleId, type RuntimeConfig, type RuntimePage } from '@portal/contracts';
import { languageTag, type Locale } from '@portal/contracts/i18n';
import type { RemoteRenderer } from './remote-render';
import { scriptNonce } from './csp';

interface RenderedPage {
  status: number;
  title: string;
  html: string;
}
type Render = (
  url: string,
  config: RuntimeConfig,
  renderRemote?: (module: RemoteModuleId, props: unknown) => Promise<string | null>,
  locale?: Locale,
) => Promise<RenderedPage>;

export interface Page {
  status: number;
  html: string;
  /** the same bytes compressed when asked, per response (its nonce; ~0.5 ms for the ~25 KB page) */
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** A page without its nonce: the HTML around each place the response's nonce goes. */
interface Template {
  status: number;
  parts: string[];
}

/** The page with `nonce` in its slots, compressed only in the encoding the answer uses. */
function filled({ status, parts }: Template, nonce: string): Page {
  const html = parts.join(nonce);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    status,
    html,
    get br() {
      return (br ??= brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(html, { level: 6 }));
    },
  };
}

export interface PageRenderer {
  /**
   * the page for `path` (path and query as requested), with its HTTP status, among the pages the
   * remotes served declare (`declared`: routes, titles, links), in `locale` (its words and `<html lang>`)
   */
  page(path: string, declared?: readonly RuntimePage[], locale?: Locale): Promise<Page>;
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
  // the host's own scripts get the slot of the response's nonce; nothing a render returns can: the
  // slot is a random mark of this process, and a page holding more of them than the host's is refused
  const slot = randomBytes(18).toString('base64url');
  // the template as html-webpack-plugin minified it: <div id=root></div>
  const [before, after] = readFileSync(template, 'utf8')
    .replace(/<script\b/gi, `<script nonce="${slot}"`)
    .split(/<div id="?root"?><\/div>/);
  if (after === undefined) throw new Error(`${template} has no <div id="root"></div>`);
  const slots = `${before}${after}`.split(slot).length - 1;
  const styleTag = (css: string, attribute: string) =>
    `<style ${attribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const head = styleTag(css, 'data-portal-ssr');
  // the page depends on its path, its language, the remotes' releases and the pages they declare
  // only (the programme is fixed for the process): keep the last few
  const cache = new Map<string, Template>();
  return {
    async page(path, declared = [], locale = 'en') {
      // the browser hydrates this HTML only when its own pages give the same mark (bootstrap.tsx)
      const mark = pagesMark(declared);
      const key = `${locale}\n${path}\n${remotes?.sources() ?? ''}\n${mark}`;
      const cached = cache.get(key);
      if (cached) return filled(cached, scriptNonce());
      const url = new URL(path, 'http://portal.invalid').href;
      // each remote's CSS once, however many of its areas the page shows
      const remoteCss = new Map<string, string>();
      let complete = true;
      const renderRemote = remotes
        ? async (module: RemoteModuleId, props: unknown) => {
            const out = await remotes.render(module, props, url, locale);
            if ('html' in out) remoteCss.set(out.from, out.css);
            else if (out.failed) complete = false;
            return 'html' in out ? out.html : null;
          }
        : undefined;
      const rendered = await render(url, { ...config, pages: [...declared] }, renderRemote, locale);
      const styles = [head, ...[...remoteCss.values()].map((c) => styleTag(c, 'data-portal-ssr-remote'))];
      const html =
        before!
          // the page's language: the browser's app reads it (bootstrap.tsx), screen readers speak in it
          .replace(/<html\b[^>]*>/i, () => `<html lang="${languageTag(locale)}">`)
          .replace('</head>', () => `${styles.join('')}</head>`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`) +
        `<div id="root" data-ssr data-pages="${mark}">${rendered.html}</div>` +
        after;
      const page = { status: rendered.status, parts: html.split(slot) };
      if (page.parts.length !== slots + 1)
        throw new Error('a rendered page holds the mark of the script nonce');
      // a page where a remote's static render failed (its area shows the placeholder) is rendered again next time
      if (complete) {
        if (cache.size >= 200) cache.delete(cache.keys().next().value!);
        cache.set(key, page);
      }
      return filled(page, scriptNonce());
    },
  };
}
