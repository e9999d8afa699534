// jsdom lacks fetch, streams, TextEncoder and structuredClone, which ky reads at import
// (docs/architecture.md#toolchain-notes): copy them from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const g = this.global;
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'Blob',
      'BroadcastChannel',
      'MessageChannel',
      'crypto',
      'setImmediate',
    ]) {
      // defineProperty, not assignment: jsdom's own `crypto` is a getter without `subtle`,
      // and a plain assignment to it is silently ignored (altcha needs crypto.subtle)
      if (globalThis[key] !== undefined) {
        Object.defineProperty(g, key, { value: globalThis[key], configurable: true, writable: true });
      }
    }
  }
}
module.exports = JsdomWithFetch;
