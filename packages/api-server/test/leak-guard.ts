// The suite-wide check that no answer and no log line ever carries a card number or CVV a test
// submitted: every request a harness injects is read for card numbers (13–19 digits passing Luhn,
// spaces and dashes allowed) and CVV values. Its answer and the log lines written meanwhile are
// checked for every card number submitted so far, and for the CVVs of that request (three digits
// recur by chance across requests: a card issued later may well have an earlier test's CVV).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** digits joined across the spaces and dashes a card number may be written with */
const joined = (text: string) => text.replace(/(?<=\d)[ -](?=\d)/g, '');

export function cardNumbersIn(text: string): string[] {
  return [...joined(text).matchAll(/\d{13,19}/g)].map((m) => m[0]).filter(luhn);
}

/** the values of CVV fields: `"cvv": "123"`, `"cardCvv":123`, also inside a text body */
export function cvvsIn(text: string): string[] {
  return [...text.matchAll(/cvv\\?"?\s*[:=]\s*\\?"?(\d{3,4})(?!\d)/gi)].map((m) => m[1]!);
}

export class LeakGuard {
  readonly pans = new Set<string>();
  readonly cvvs = new Set<string>();
  private checkedLogs = 0;

  constructor(private readonly logs: string[]) {}

  /** the request's CVVs (cvvs holds them until its answer is checked); its card numbers stay for good */
  record(payload: unknown): void {
    const text = typeof payload === 'string' ? payload : payload === undefined ? '' : JSON.stringify(payload);
    for (const pan of cardNumbersIn(text)) this.pans.add(pan);
    for (const cvv of cvvsIn(text)) this.cvvs.add(cvv);
  }

  /** the first submitted secret this text carries, named (never the value itself) */
  leakIn(text: string): string | null {
    const digits = joined(text);
    for (const pan of this.pans)
      if (digits.includes(pan)) return `a submitted card number ending ${pan.slice(-4)}`;
    for (const cvv of this.cvvs) {
      if (
        new RegExp(`["'\\\\]${cvv}["'\\\\]`).test(text) ||
        new RegExp(`cvv\\\\?"?\\s*[:=]\\s*\\\\?"?${cvv}(?!\\d)`, 'i').test(text)
      ) {
        return 'a submitted CVV';
      }
    }
    return null;
  }

  /** throws when the answer or a log line written since the last check carries a submitted secret */
  check(what: string, response: LightMyRequestResponse | null): void {
    // the card image is the one answer that shows a full number, by design, to its link's holder
    const image = String(response?.headers['content-type'] ?? '').startsWith('image/svg+xml');
    const inBody = response && !image ? this.leakIn(response.body) : null;
    if (inBody)
      throw new Error(`LeakGuard: the answer to ${what} (${response!.statusCode}) carries ${inBody}`);
    for (; this.checkedLogs < this.logs.length; this.checkedLogs++) {
      const found = this.leakIn(this.logs[this.checkedLogs]!);
      if (found) throw new Error(`LeakGuard: a log line (after ${what}) carries ${found}`);
    }
  }

  /** wrap `app.inject(options)` so every injected request is recorded and its answer checked */
  watch(app: FastifyInstance): void {
    const inject = app.inject.bind(app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
    (app as unknown as { inject: unknown }).inject = async (options: InjectOptions) => {
      this.cvvs.clear();
      this.record(options.payload);
      this.record(options.url);
      const response = await inject(options);
      try {
        this.check(
          `${options.method ?? 'GET'} ${String(options.url ?? options.path).split('?')[0]}`,
          response,
        );
      } finally {
        this.cvvs.clear();
      }
      return response;
    };
  }
}
