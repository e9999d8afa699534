// single-spa parcel lifecycles for a remote's `./parcel` expose
// (docs/architecture.md#how-remotes-are-found-loaded-and-released): a page without the host mounts a remote with single-spa. The mount props carry the runtime config,
// since there is no host to fetch /config.json.
// React and ReactDOM are this module's own imports: through Module Federation, the remote's shared
// copies (the host's React inside the portal); in the virtual-card remote's partner card
// (partner/v1/card.js, a plain script the card's frame on the portal's origin runs), its own copy.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import * as v from 'valibot';
import { ERROR_TEXTS, RuntimeConfigSchema, type ParcelProps, type RuntimeConfig } from '@portal/contracts';
import { isLocale, loadAllTexts, localeOfTag, setLocale } from '@portal/contracts/i18n';
import { configureApiClientFromConfig } from '@portal/api-client';
import { useRuntimeConfig } from '@portal/session-store';
import { ThemeProvider } from '@portal/ui';

/** What single-spa adds to the props a parcel is mounted with. */
interface SingleSpaProps {
  name?: string;
  domElement?: HTMLElement;
  singleSpa?: unknown;
  mountParcel?: unknown;
  unmountSelf?: unknown;
}

export type MountProps<P> = ParcelProps<P> & SingleSpaProps;

type LifeCycle<P> = (props: MountProps<P>) => Promise<unknown>;

export interface ParcelLifecycles<P> {
  bootstrap: LifeCycle<P>;
  mount: LifeCycle<P>;
  unmount: LifeCycle<P>;
  update: LifeCycle<P>;
}

export interface CreateParcelOptions {
  /** class on the themed wrapper element */
  rootClassName?: string;
  /** wrap the component, e.g. in a router the remote's pages need */
  wrap?: (node: React.ReactNode) => React.ReactNode;
}

/**
 * Puts the runtime config where the shared packages read it (the session store's runtime config,
 * the api-client's base URL and captcha): a parcel's mount, a standalone page, the host at start.
 * Throws a clear error when the config is invalid.
 */
export function applyRuntimeConfig(config: unknown): RuntimeConfig {
  const result = v.safeParse(RuntimeConfigSchema, config);
  if (!result.success) {
    const detail = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new Error(`Parcel mounted without a valid runtime config (props.config): ${detail}`);
  }
  const valid = result.output;
  useRuntimeConfig.getState().setConfig(valid);
  configureApiClientFromConfig(valid);
  return valid;
}

/** The component's own props: the mount props without single-spa's and without config. */
function componentProps<P>(props: MountProps<P>): P {
  const {
    name: _n,
    domElement: _d,
    singleSpa: _s,
    mountParcel: _m,
    unmountSelf: _u,
    config: _c,
    theme: _t,
    locale: _l,
    ...own
  } = props;
  return own as unknown as P;
}

/** single-spa lifecycles { bootstrap, mount, unmount, update } rendering `Component` in the theme. */
export function createParcel<P extends object>(
  Component: React.ComponentType<P>,
  options: CreateParcelOptions = {},
): ParcelLifecycles<P> {
  function Root(props: MountProps<P>) {
    const program = useRuntimeConfig((s) => s.config?.program ?? null);
    const node = <Component {...componentProps(props)} />;
    return (
      <ThemeProvider program={program} theme={props.theme} className={options.rootClassName}>
        {options.wrap ? options.wrap(node) : node}
      </ThemeProvider>
    );
  }

  const lifecycles = singleSpaReact<MountProps<P>>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // spec §9's wording for a failed screen, in the page's language
    errorBoundary: () => <p role="alert">{ERROR_TEXTS.cardImageFailed}</p>,
  });

  const update = lifecycles.update;
  // single-spa's own props type (AppProps: name, singleSpa, mountParcel) is required by the
  // lifecycles' signature once the `single-spa` types resolve; single-spa fills those at run time
  type SpaProps = Parameters<typeof lifecycles.mount>[0];
  const spa = (props: MountProps<P>) => props as SpaProps;
  return {
    bootstrap: (props) => lifecycles.bootstrap(spa(props)),
    mount: async (props) => {
      applyRuntimeConfig(props.config);
      // the words of the parcel's language before its first render (a host page's is set already)
      if (isLocale(props.locale)) setLocale(props.locale);
      else if (typeof document !== 'undefined' && document.documentElement.lang)
        setLocale(localeOfTag(document.documentElement.lang));
      await loadAllTexts();
      return lifecycles.mount(spa(props));
    },
    unmount: (props) => lifecycles.unmount(spa(props)),
    update: async (props) => {
      applyRuntimeConfig(props.config);
      return update ? update(spa(props)) : undefined;
    },
  };
}
