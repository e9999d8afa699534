import * as React from 'react';
import * as ReactDomClient from 'react-dom/client';
import * as Router from '@portal/router';
import * as ApiClient from '@portal/api-client';
import { createHostFederation, providedShared } from './federation-runtime';

const REACT = { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' };

describe('the host’s federation runtime (started when a page first needs a remote)', () => {
  it('provides to the remotes the very modules the host runs, with the versions of its build', () => {
    const shared = providedShared([
      REACT,
      { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.0' },
      { name: '@portal/router', version: '1.0.0', requiredVersion: '^1.0.0' },
      { name: '@portal/api-client', version: '1.0.0', requiredVersion: '^1.0.0' },
    ]);
    expect(shared.react).toEqual({
      version: '19.3.1',
      lib: expect.any(Function),
      shareConfig: { singleton: true, requiredVersion: '^19.3.0' },
    });
    // one React, one router context, one api-client configuration for the host and every remote
    // (a module namespace is wrapped per importing file under jest: its members are the instances)
    expect((shared.react!.lib() as typeof React).useState).toBe(React.useState);
    expect((shared['react-dom/client']!.lib() as typeof ReactDomClient).createRoot).toBe(
      ReactDomClient.createRoot,
    );
    expect((shared['@portal/router']!.lib() as typeof Router).useNavigate).toBe(Router.useNavigate);
    expect((shared['@portal/api-client']!.lib() as typeof ApiClient).api).toBe(ApiClient.api);
  });

  it('refuses a build that names a module it does not hold, rather than a remote failing later', () => {
    expect(() => providedShared([{ name: 'left-pad', version: '1.0.0', requiredVersion: '^1.0.0' }])).toThrow(
      "The host's build provides left-pad, which federation-runtime.ts does not hold",
    );
  });

  it('creates an instance with the remotes known so far, loaded-first, that serves the host’s React', async () => {
    const instance = createHostFederation(
      [{ name: 'support', entry: 'http://portal.example/remotes/mfe-support/mf-manifest.json' }],
      [],
    );
    expect(instance.options.remotes).toEqual([
      expect.objectContaining({
        name: 'support',
        entry: 'http://portal.example/remotes/mfe-support/mf-manifest.json',
      }),
    ]);
    expect(instance.options.shareStrategy).toBe('loaded-first');
  });
});
