// TRUST_PROXY on its own: which proxies' X-Forwarded-For the server believes decides the client
// address that per-client limits are keyed by, so its parsing refuses what would believe a forger.

/**
 * TRUST_PROXY: a hop count ('1') or proxy addresses / CIDRs ('10.0.0.1,10.1.0.0/16'), or 'none'
 * (clients connect directly: no X-Forwarded-For is believed); 'true' is refused.
 */
export function trustProxyOf(value: string | undefined): number | string[] | false {
  if (!value || value === 'false' || value === 'none') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe every X-Forwarded-For hop, so a forged header could choose the client address: give the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (
      !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) &&
      !['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    )
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range or a hop count`);
  }
  return list;
}

/** TRUST_PROXY as Fastify takes it; a hop count believes the first n proxies from this server (proxy-addr's hop index). */
export function fastifyTrustProxy(
  trust: ReturnType<typeof trustProxyOf>,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
