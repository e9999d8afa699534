// The static render of this remote's public pages: the contact page, the agreements and the
// pages it declares (src/pages.json) need no session, so the api-server composes their HTML into the host's page (its first paint, so
// the page's largest text paints before any script has run). Built by this remote's own build into
// ssr/render.cjs (packages/build-config), which travels with its release; the server runs it apart
// from its own process (api-server hosting/remote-render.ts). The browser shows this HTML until the
// remote's code mounts the same page in its place (the host's RemoteArea carries over what was typed).
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { StaticRouter } from '@portal/router/server';
import { useRuntimeConfig } from '@portal/session-store';
import type { RemoteStaticRender } from '@portal/contracts';
import { loadAllTexts, withLocale } from '@portal/contracts/i18n';
import ContactPage from './exposes/contact-page';
import Agreements from './exposes/agreements';
import AccessibilityStatement from './exposes/accessibility-statement';

/** The modules rendered without the browser; any other gets null (the host shows its placeholder). */
const PAGES: Partial<Record<string, ComponentType<never>>> = {
  'support/ContactPage': ContactPage,
  'support/Agreements': Agreements,
  'support/AccessibilityStatement': AccessibilityStatement,
};

export const render: RemoteStaticRender = async ({ module, props, url, config, locale = 'en' }) => {
  const Page = PAGES[module] as ComponentType<object> | undefined;
  if (!Page) return null;
  // the words of the page's language, and English for a key a catalogue lacks
  await Promise.all([loadAllTexts(locale), loadAllTexts('en')]);
  useRuntimeConfig.getState().setConfig(config);
  const { pathname, search } = new URL(url);
  return withLocale(locale, () =>
    renderToString(
      <StaticRouter location={`${pathname}${search}`}>
        <Page {...(props as object)} />
      </StaticRouter>,
      // its ids (labels, descriptions) must not meet the host's, rendered in another tree
      { identifierPrefix: 'support-' },
    ),
  );
};
