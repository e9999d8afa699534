// Public surface of @portal/remote-kit: what a remote needs around its components to run without
// the host — single-spa parcel lifecycles that apply the runtime config from their mount props,
// and store-aware helpers. It sits above @portal/ui (components and tokens only) and the shared
// singletons it configures (api-client, session-store); standalone dev pages are
// '@portal/remote-kit/standalone'.
export {
  createParcel,
  applyRuntimeConfig,
  type ParcelLifecycles,
  type CreateParcelOptions,
  type MountProps,
} from './parcel';
export { ProgramText, type ProgramTextProps } from './program-text';
