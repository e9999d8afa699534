// CSS Modules in tests: class names are their keys.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : key) });
