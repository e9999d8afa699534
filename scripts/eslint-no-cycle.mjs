// import-x's no-cycle with type imports counted. The plugin skips every `import type` edge (it
// is erased at run time), so two files that import each other, one of them for a type only, pass
// its lint; they are still one unit to read, to test and to move. This rule runs import-x's own
// no-cycle with every import read as a value import: in the linted file and in each file it walks.
import importX from 'eslint-plugin-import-x';

const noCycle = importX.rules['no-cycle'];
const TYPE_KINDS = new Set(['type', 'typeof']);

/** The import or export node read as a value one; the node itself when it is one already. */
function asValue(node) {
  if (!node || typeof node !== 'object') return node;
  const typeImport = TYPE_KINDS.has(node.importKind);
  const typeExport = node.exportKind === 'type';
  const specifiers = Array.isArray(node.specifiers) ? node.specifiers.map(asValue) : undefined;
  const typeSpecifier = specifiers?.some((s, i) => s !== node.specifiers[i]);
  if (!typeImport && !typeExport && !typeSpecifier) return node;
  return {
    ...node,
    ...(typeImport && { importKind: 'value' }),
    ...(typeExport && { exportKind: 'value' }),
    ...(typeSpecifier && { specifiers }),
  };
}

/** The parser of the walked files (one per parser, so import-x's cache keeps it apart from the plain one). */
const valueParsers = new WeakMap();
function valueImportsParser(parser) {
  let wrapped = valueParsers.get(parser);
  if (!wrapped) {
    wrapped = {
      meta: { name: `value-imports(${parser.meta?.name ?? 'parser'})` },
      parseForESLint(code, options) {
        const result = parser.parseForESLint
          ? parser.parseForESLint(code, options)
          : { ast: parser.parse(code, options) };
        result.ast.body = result.ast.body.map(asValue);
        return result;
      },
    };
    valueParsers.set(parser, wrapped);
  }
  return wrapped;
}

export const rule = {
  meta: { ...noCycle.meta, docs: { description: 'No import cycle, type imports included.' } },
  create(context) {
    const parser = context.languageOptions?.parser;
    const walking = parser
      ? Object.create(context, {
          languageOptions: { value: { ...context.languageOptions, parser: valueImportsParser(parser) } },
        })
      : context;
    const visitor = noCycle.create(walking);
    return Object.fromEntries(
      Object.entries(visitor).map(([selector, visit]) => [selector, (node) => visit(asValue(node))]),
    );
  },
};

export default { rules: { 'no-cycle': rule } };
