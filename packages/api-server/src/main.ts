// `pnpm start` entry (`node dist/main.js`), and `node dist/main.js migrate`, the command an
// orchestrator runs before the replicas. In order: every setting, production rule, key and token
// checked at once (nothing opened yet); the store opened, naming its cause when it cannot be; the
// key check (a key that does not open this database refuses before anything is migrated); the
// migrations under their own lock and statement timeouts; then listen, and on SIGTERM/SIGINT drain
// and shut down (src/cli/serve.ts).
//
// This file loads only what the checks need: the store, the app and their dependencies are loaded
// afterwards (./cli/serve), so a refused start answers within a second or two.
import { productionRefusals } from './config/production';
import { loadSettings, SettingsError, type Settings } from './config/settings';
import { Refused, messageOf } from './config/refused';
import { loadKeys, type Keys } from './crypto/keys';

/** Settings, production rules and keys, all checked before the store is touched. */
function checkBeforeStore(env: NodeJS.ProcessEnv): { settings: Settings; keys: Keys } {
  const reasons: string[] = [];
  let settings: Settings | undefined;
  try {
    settings = loadSettings(env);
  } catch (error) {
    reasons.push(...(error instanceof SettingsError ? error.errors : [messageOf(error)]));
  }
  if (settings) reasons.push(...productionRefusals(settings, env));
  const production = settings?.production ?? (env.PORTAL_MODE || 'production') !== 'development';
  let keys: Keys | undefined;
  // development keys live in DATA_DIR: read (or made) only once the settings hold
  if (settings || production) {
    try {
      keys = loadKeys(env, settings?.dataDir ?? '', production).keys;
    } catch (error) {
      reasons.push(messageOf(error));
    }
  }
  if (reasons.length > 0 || !settings || !keys) throw new Refused(reasons);
  return { settings, keys };
}

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== undefined && command !== 'migrate')
    throw new Refused([`Unknown command '${command}' (migrate)`]);
  const { settings, keys } = checkBeforeStore(process.env);
  const { serve } = await import('./cli/serve');
  await serve(settings, keys, command === 'migrate' ? 'migrate' : 'serve');
}

main().then(
  () => {
    // `migrate` is done; a server keeps running on its listeners
    if (process.argv[2] === 'migrate') process.exit(0);
  },
  (error: unknown) => {
    const reasons = error instanceof Refused ? error.reasons : [messageOf(error)];
    process.stderr.write(`Failed to start:\n${reasons.map((r) => `  - ${r}`).join('\n')}\n`);
    process.exit(1);
  },
);
