/**
 * @jest-environment node
 */
// The statement rendered without a DOM, as the remote's static render (server-render.tsx) renders
// its public pages: nothing of the browser is read while it renders.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@portal/router/server';
import { PORTAL_ROUTES } from '@portal/contracts';
import { telHref } from '@portal/ui';
import { useRuntimeConfig } from '@portal/session-store';
import { CONFIG } from '#test/fixtures';
import { AccessibilityStatement } from './accessibility-statement';

test('renders to HTML on the server, with the programme phone and root-relative links', () => {
  expect(typeof window).toBe('undefined');
  useRuntimeConfig.getState().setConfig(CONFIG);
  const html = renderToString(
    <StaticRouter location="/accessibility">
      <AccessibilityStatement />
    </StaticRouter>,
  );
  expect(html).toContain('Accessibility statement</h1>');
  expect(html).toContain(`href="${telHref(CONFIG.program.supportPhone)}"`);
  expect(html).toContain(`>${CONFIG.program.supportPhone}</a>`);
  expect(html).toContain(`href="${PORTAL_ROUTES.agreements}"`);
  expect(html).toContain(`href="${PORTAL_ROUTES.contact}"`);
});
