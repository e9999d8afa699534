// The server's shape, kept: app.ts only registers plugins; no route file grows past 250 lines;
// the audit log is written only by the audit plugin (`request.audit`) and its table's code (src/audit);
// SQL lives only in repositories (files named *repository.ts) and the database layer (src/db).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const sources = files(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

test('app.ts is at most 80 lines', () => {
  expect(lines(sources.find((s) => s.path === 'app.ts')!.text)).toBeLessThanOrEqual(80);
});

test('no file that registers routes is over 250 lines', () => {
  const routeFiles = sources.filter((s) => /\broute\(app, '|\bapp\.(get|post|route)\(/.test(s.text));
  expect(routeFiles.length).toBeGreaterThan(5);
  const long = routeFiles.filter((s) => lines(s.text) > 250).map((s) => `${s.path}: ${lines(s.text)}`);
  expect(long).toEqual([]);
});

test('the audit log is written only through the audit plugin', () => {
  const writers = sources
    .filter((s) => !s.path.startsWith('plugins/audit') && !s.path.startsWith('audit/'))
    .filter((s) => /insertAudit\(|(^|[^.\w])audit\((?!outcome: )|insert into audit_log/m.test(s.text))
    .map((s) => s.path);
  expect(writers).toEqual([]);
});

test('SQL lives only in repositories and the database layer', () => {
  const sql = /['`"][^'`"]*\b(select\s[\s\S]*?\sfrom|insert into|update [a-z_]+ set|delete from)\b/i;
  const outside = sources
    .filter((s) => !s.path.endsWith('repository.ts') && !s.path.startsWith('db/'))
    .filter((s) => sql.test(s.text))
    .map((s) => s.path);
  expect(outside).toEqual([]);
});
