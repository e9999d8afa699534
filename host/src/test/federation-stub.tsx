// The federation module (../federation/federation) as the shell's tests replace it, so a route
// renders without loading a remote: `jest.mock('../federation/federation', () =>
// jest.requireActual('#test/federation-stub'));`. A remote's screen is 'account page' unless a
// test gives loadRemoteComponent an implementation of its own.
export const loadRemoteComponent = jest.fn(async () => ({ default: () => <p>account page</p> }));
export const resetRemote = jest.fn();
export const prefetchRemoteModules = jest.fn();
// a remote's route reads the remotes' releases again (FreshRemotes): nothing changes here
export const refreshRemotes = jest.fn(async () => undefined);
export const loadRouteModules = jest.fn(async () => undefined);
export const runtimeConfigUrl = jest.fn(() => '/config.json');
export const remoteEntry = jest.fn(() => undefined);
