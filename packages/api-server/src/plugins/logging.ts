// The log: pino with card data and secrets redacted, and request lines without capabilities.
import type { Writable } from 'node:stream';
import pino from 'pino';
import { redactPortalPath } from '@portal/contracts';
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

/** The request line for the log: no query string, no capability in the path (contracts redactPortalPath). */
export const redactUrl = redactPortalPath;

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
