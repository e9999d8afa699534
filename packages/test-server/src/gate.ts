// Holds the routes of the test server (index.ts) so a test can see the in-flight state, then
// lets them go.
export class CallGate<K extends string = string> {
  private readonly held = new Map<K, Promise<void>>();

  /** Hold `key` until the returned function is called. */
  hold(key: K): () => void {
    let release = () => {};
    this.held.set(
      key,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      this.held.delete(key);
      release();
    };
  }

  /** Resolves at once, or when a hold on `key` is released. */
  async pass(key: K): Promise<void> {
    await this.held.get(key);
  }

  clear(): void {
    this.held.clear();
  }
}
