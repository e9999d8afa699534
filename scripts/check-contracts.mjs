// Types across teams: the host and every remote type-check against ONE contracts
// version, the one packages/contracts holds. Each app must declare @portal/contracts (the
// workspace's copy, or a range its version satisfies) and resolve it to that same folder, so a
// change of an exposed module's props or of an API schema is a compile error in every app at
// once, not a surprise at run time. Each release's manifest states the version it was built
// against (metaData.portal.contracts), and the server refuses another major. Run by `pnpm typecheck`.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '@portal/contracts/remotes-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = path.join(root, 'packages/contracts');
const { version } = JSON.parse(readFileSync(path.join(contractsDir, 'package.json'), 'utf8'));
const [major, minor] = version.split('.').map(Number);

const problems = [];
const seen = [];
for (const app of APPS) {
  const dir = path.join(root, app.folder);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = pkg.dependencies?.['@portal/contracts'];
  if (!declared) {
    problems.push(`${app.folder} does not depend on @portal/contracts`);
    continue;
  }
  // where TypeScript and webpack find it from the app: its node_modules link
  let resolved;
  try {
    resolved = realpathSync(path.join(dir, 'node_modules', '@portal', 'contracts'));
  } catch {
    problems.push(`${app.folder} cannot resolve @portal/contracts (run pnpm install)`);
    continue;
  }
  const got = JSON.parse(readFileSync(path.join(resolved, 'package.json'), 'utf8')).version;
  seen.push(`${app.name}@${got}`);
  if (resolved !== realpathSync(contractsDir) || got !== version) {
    problems.push(
      `${app.folder} type-checks against @portal/contracts ${got} at ${resolved}, not ${version}`,
    );
  }
  const workspace = /^workspace:/.test(declared);
  const caret = /^\^(\d+)\.(\d+)\.\d+$/.exec(declared);
  if (!workspace && !(caret && Number(caret[1]) === major && Number(caret[2]) <= minor)) {
    problems.push(`${app.folder} declares @portal/contracts ${declared}, which ${version} does not satisfy`);
  }
}
if (problems.length > 0) {
  process.stderr.write(
    `contracts: the apps do not share one contracts version\n  ${problems.join('\n  ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`contracts ${version}: ${seen.join(', ')}\n`);
