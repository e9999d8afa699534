// The set-up the static render tests share (page-render.test.ts, render-bounds.test.ts): an apps
// root whose host's server render asks for the support remote's area, the support remote's
// checkout build with a static render, and release folders of it as `pnpm release` writes them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// the host's server render, reduced to what the server relies on: it asks `renderRemote` for the
// area of the page and puts the answer in the area, else the loading placeholder
export const HOST_RENDER = `
exports.render = async (url, config, renderRemote) => {
  const { pathname } = new URL(url);
  const module = pathname === '/contact-us' ? 'support/ContactPage' : pathname === '/ind' ? 'account/AccountPage' : null;
  const html = module && renderRemote ? await renderRemote(module, {}) : null;
  return {
    status: 200,
    title: 'Page',
    html: html === null ? '<div role="status">Loading</div>' : '<div data-remote-static="' + module + '">' + html + '</div>',
  };
};`;

// a remote's static render: what it was asked and what it can see of the server's process
export const remoteRender = (label: string) => `
let calls = 0;
exports.render = ({ module, url, config }) => {
  calls += 1;
  const kase = new URL(url).searchParams.get('case');
  if (kase === 'throw') throw new Error('the remote could not render');
  if (kase === 'hang') for (;;) {}
  if (module !== 'support/ContactPage') return null;
  // scripts in the render's HTML: one of the portal's own origin, one inline
  if (kase === 'script')
    return '<h1>Contact Us</h1><script src="/main.js"></script><script>document.title = "injected"</script>';
  return '<h1>Contact Us</h1><p data-from>${label}</p><p data-product>' + config.program.productName +
    '</p><p data-env>' + JSON.stringify(Object.keys(process.env)) + '</p><p data-calls>' + calls + '</p>';
};`;

export function writeSsr(dir: string, label: string) {
  mkdirSync(join(dir, 'ssr'), { recursive: true });
  writeFileSync(join(dir, 'ssr', 'render.cjs'), remoteRender(label));
  writeFileSync(join(dir, 'ssr', 'render.css'), `.support_${label.replace(/\W/g, '')}{color:#123456}`);
}

/** A release folder of the support remote, as `pnpm release` writes it, with its ssr/. */
export function supportRelease(root: string, version: string, render?: string): string {
  const dir = join(root, `support-${version}`);
  mkdirSync(dir, { recursive: true });
  const exposes = ['./ContactPage', './Agreements', './parcel'];
  const manifest = {
    id: 'support',
    name: 'support',
    metaData: {
      name: 'support',
      publicPath: 'auto',
      portal: {
        release: { version, commit: 'b2c3d4e', builtAt: '2026-11-20T10:00:00.000Z' },
        // what the host of this apps root has (its package.json below: no dependencies)
        contracts: { version: '0.0.0', major: 0 },
        singletons: [],
        exposes,
      },
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((path) => ({ id: `support:${path.slice(2)}`, name: path.slice(2), path })),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* support ${version} */`);
  writeSsr(dir, `release ${version}`);
  if (render) writeFileSync(join(dir, 'ssr', 'render.cjs'), render);
  return dir;
}

/** The host's page: its own script, which carries the response's nonce (hosting/csp.ts). */
export const HOST_INDEX =
  '<!doctype html><html><head><title>Portal</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

/** A fresh apps root: the host with its server render, the support and account remotes' builds. */
export function appsRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-ssr-'));
  const host = join(root, 'host');
  mkdirSync(join(host, 'dist'), { recursive: true });
  mkdirSync(join(host, 'dist-ssr'), { recursive: true });
  writeFileSync(join(host, 'dist', 'index.html'), HOST_INDEX);
  writeFileSync(join(host, 'dist', 'main.js'), 'document.documentElement.dataset.hostRan = "yes";');
  writeFileSync(join(host, 'dist-ssr', 'render.cjs'), HOST_RENDER);
  writeFileSync(join(host, 'dist-ssr', 'render.css'), '.host_a{margin:0}');
  // what a publish checks a release against (releases/compat.ts)
  writeFileSync(join(host, 'package.json'), '{"dependencies":{}}');
  const support = join(root, 'mfe-support', 'dist');
  mkdirSync(support, { recursive: true });
  writeFileSync(join(support, 'remoteEntry.js'), 'var portal_support;');
  writeSsr(support, 'checkout build');
  mkdirSync(join(root, 'mfe-account', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-account', 'dist', 'remoteEntry.js'), 'var portal_account;');
  return root;
}
