// The log: pino with card data and secrets redacted, and request lines without capabilities.
import type { Writable } from 'node:stream';
import pino from 'pino';
import type { Settings } from '../config/settings';

/** Never log card data or secrets (pino redaction on top of not putting them in log calls). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'cardNumber',
  'cardNum',
  'cardCvv',
  'cvv',
  'pan',
  'token',
  '*.cardNumber',
  '*.cardNum',
  '*.cardCvv',
  '*.cvv',
  '*.pan',
  '*.token',
  'body.cardNumber',
  'body.cardCvv',
];

/**
 * The request line for the log: no query string (image tokens travel in it) and no capability
 * in the path (a virtual-card link's account id, image id and email, a card image id).
 */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .replace(/^(\/ind\/(?:registration|card\/info))\/[^/]+(\/.*)?$/, (_m, head: string, rest?: string) =>
      rest ? `${head}/[redacted]${rest.replace(/\/[^/]+/g, '/[redacted]')}` : `${head}/[redacted]`,
    )
    .replace(/(\/card\/vv\/image)\/[^/]+/, '$1/[redacted]');
}

export function createLogger(settings: Pick<Settings, 'logLevel'>, stream: Writable = process.stdout) {
  return pino(
    {
      level: settings.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      },
    },
    stream,
  );
}
