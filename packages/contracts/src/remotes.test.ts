import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { RuntimeConfigSchema } from './config';
import {
  APPS,
  HOST,
  REMOTES,
  REMOTE_NAMES,
  defaultRemoteManifests,
  remoteByName,
  remoteOfModule,
  remoteUrlEnvName,
} from './remotes';

const root = resolve(__dirname, '../../..');
const packageJson = (folder: string) =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { name: string };

describe('the app registry (adding a remote = one entry + its folder)', () => {
  test.each(APPS.map((app) => [app.folder]))(
    '%s exists with a package.json named after its folder',
    (folder) => {
      expect(existsSync(join(root, folder))).toBe(true);
      expect(packageJson(folder).name).toBe(`@portal/${folder}`);
    },
  );

  test.each(REMOTES.map((r) => [r.name, r]))(
    '%s: every registered or page-declared expose is a file, and every file of src/exposes is one',
    (_name, remote) => {
      // the pages a remote declares itself (src/pages.json) bring their exposes with them
      const pagesFile = join(root, remote.folder, 'src/pages.json');
      const declared = existsSync(pagesFile)
        ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as { module: string }[]).map((p) => p.module)
        : [];
      const files = [...Object.values(remote.exposes), ...declared];
      for (const file of files) {
        expect(existsSync(join(root, remote.folder, file))).toBe(true);
      }
      const registered = new Set(files.map((file) => file.replace(/^\.\//, '')));
      const onDisk = readdirSync(join(root, remote.folder, 'src/exposes'))
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => `src/exposes/${f}`);
      expect(onDisk.filter((f) => !registered.has(f))).toEqual([]);
    },
  );

  test.each(REMOTES.map((r) => [r.name, r]))(
    "%s's webpack config takes its exposes from the registry",
    (name, remote) => {
      const config = readFileSync(join(root, remote.folder, 'webpack.config.mjs'), 'utf8');
      expect(config).toContain(`name: '${name}'`);
      expect(config).not.toContain('exposes');
    },
  );

  test('names, folders and dev ports are unique; every remote has a ./parcel for pages without the host', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(APPS.map((a) => a.name))).toBe(true);
    expect(unique(APPS.map((a) => a.folder))).toBe(true);
    expect(unique(APPS.map((a) => a.port))).toBe(true);
    expect(APPS[0]).toBe(HOST);
    for (const remote of REMOTES) expect(Object.keys(remote.exposes)).toContain('./parcel');
  });

  test('the runtime config takes exactly the registry names as remotes', () => {
    expect(REMOTE_NAMES).toEqual(REMOTES.map((r) => r.name));
    const remotes = defaultRemoteManifests();
    expect(remotes.virtualCard).toBe('/remotes/mfe-virtual-card/mf-manifest.json');
    expect(Object.keys(remotes)).toEqual(REMOTE_NAMES);
    const valid = v.safeParse(RuntimeConfigSchema.entries.remotes, remotes);
    expect(valid.success).toBe(true);
    expect(v.safeParse(RuntimeConfigSchema.entries.remotes, { ...remotes, nope: '/x' }).success).toBe(false);
  });

  test('lookups by name and module id', () => {
    expect(remoteByName('history').folder).toBe('mfe-history');
    expect(remoteOfModule('virtualCard/CardInfo')).toBe('virtualCard');
    expect(remoteOfModule('support/parcel')).toBe('support');
    expect(remoteUrlEnvName('virtualCard')).toBe('REMOTE_VIRTUAL_CARD_URL');
    expect(remoteUrlEnvName('account')).toBe('REMOTE_ACCOUNT_URL');
  });
});
