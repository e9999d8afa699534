// jsdom lacks fetch, streams, TextEncoder and structuredClone, which ky reads at import
// (STACK-NOTES.md): copy them from Node.
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
      if (globalThis[key] !== undefined) g[key] = globalThis[key];
    }
  }
}
module.exports = JsdomWithFetch;
