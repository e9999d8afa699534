// The log: pino with card data and secrets redacted, and request lines without capabilities.
import type { Writable } from 'node:stream';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { redactPortalPath } from '@portal/contracts';
import { maskCardData } from '@portal/contracts/card-data-mask';
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
 * The request line for the log: no query string, no capability in the path (contracts
 * redactPortalPath), and no card number a client put in the path (masked to its last four).
 */
export const redactUrl = (url: string): string => maskCardData(redactPortalPath(url));

let stdoutDestination: ReturnType<typeof pino.destination> | null = null;

/**
 * stdout written asynchronously (pino's SonicBoom, sync: false): a log line does not cost a
 * blocking write on the event loop per request; what is buffered is written out on exit.
 */
function asyncStdout(): Writable {
  if (!stdoutDestination) {
    const destination = pino.destination({ dest: 1, sync: false });
    stdoutDestination = destination;
    process.on('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // nothing buffered, or stdout already gone
      }
    });
  }
  return stdoutDestination as unknown as Writable;
}

/**
 * Where the log goes: the given stream (tests), else stdout — pretty-printed for a person at a
 * terminal (LOG_FORMAT=pretty, the default when stdout is one), one JSON line per entry otherwise.
 */
function destinationOf(settings: Pick<Settings, 'logFormat'>, stream: Writable | undefined): Writable {
  if (stream) return stream;
  if (settings.logFormat !== 'pretty') return asyncStdout();
  return pinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
}

export function createLogger(settings: Pick<Settings, 'logLevel' | 'logFormat'>, stream?: Writable) {
  return pino(
    {
      level: settings.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // a request is logged as its method and redacted path, never its body or headers: free text
      // (a contact message, an operator's reason) may hold card data
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      },
    },
    destinationOf(settings, stream),
  );
}
