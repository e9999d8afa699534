// A stand-in for an object a test file's beforeAll creates: usable (and destructurable) at the
// top of the file, every property read on it goes to the object once it exists.
export function late<T extends object>(what: string, get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = get();
      if (!target) throw new Error(`${what} starts in beforeAll: use it inside tests and hooks`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
