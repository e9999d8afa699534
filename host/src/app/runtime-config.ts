// The runtime config (/config.json): read once at start, validated against the contracts
// schema, so a remote can move to another origin without rebuilding the host.
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@portal/contracts/config';

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const result = v.safeParse(RuntimeConfigSchema, await response.json());
  if (!result.success) {
    const where = result.issues.map((i) => v.getDotPath(i) ?? '(root)').join(', ');
    throw new Error(`${url} does not match RuntimeConfigSchema at ${where}`);
  }
  return result.output;
}
