// A start refused (src/main.ts, src/cli/serve.ts): every reason at once, each naming what to set.

export class Refused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join('\n'));
    this.name = 'Refused';
  }
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
