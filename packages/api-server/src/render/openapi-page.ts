// The OpenAPI document as a page a person can read (GET /api/ind/v1/docs, outside production):
// plain HTML, no script and no style (the API's CSP allows neither), one section per operation
// with its auth, rate limit, parameters, body and answers, the schemas folded in <details>.
import type { OpenApiDocument } from '@portal/contracts/openapi';

type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function schemaOf(content: unknown): unknown {
  const media = Object.values((content ?? {}) as Record<string, { schema?: unknown }>)[0];
  return media?.schema;
}

function operationSection(method: string, path: string, op: Json): string {
  const id = String(op.operationId);
  const parameters = (op.parameters as Json[] | undefined) ?? [];
  const body = schemaOf((op.requestBody as Json | undefined)?.content);
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {});
  return `<section aria-labelledby="${escape(id)}">
<h2 id="${escape(id)}"><code>${method.toUpperCase()} ${escape(path)}</code> — ${escape(id)}</h2>
<p>${escape(String(op.summary ?? ''))}</p>
<dl>
<dt>Auth</dt><dd>${escape(String(op['x-portal-auth']))}</dd>
${op['x-portal-rate-limit'] ? `<dt>Rate limit</dt><dd>${escape(String(op['x-portal-rate-limit']))}</dd>` : ''}
${op.description ? `<dt>Note</dt><dd>${escape(String(op.description))}</dd>` : ''}
</dl>
${
  parameters.length
    ? `<h3>Parameters</h3><ul>${parameters
        .map(
          (p) =>
            `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? ', required' : ''})</li>`,
        )
        .join('')}</ul>`
    : ''
}
${body ? `<details><summary>Request body</summary>${json(body)}</details>` : ''}
<h3>Answers</h3><ul>${responses
    .map(([status, r]) => {
      const schema = schemaOf(r.content);
      return `<li>${escape(status)} ${escape(String(r.description ?? ''))}${
        schema ? `<details><summary>Schema</summary>${json(schema)}</details>` : ''
      }</li>`;
    })
    .join('')}</ul>
</section>`;
}

export function openApiPage(doc: OpenApiDocument): string {
  // a path item may carry its own server (the partner API's /api/partner/v1): shown in full
  const sections = Object.entries(doc.paths).flatMap(([path, item]) => {
    const server = (item.servers as unknown as { url: string }[] | undefined)?.[0]?.url;
    return Object.entries(item)
      .filter(([key]) => key !== 'servers')
      .map(([method, op]) => operationSection(method, server ? `${server}${path}` : path, op as Json));
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title></head>
<body>
<header><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1>
<p>${escape(doc.info.description)}</p>
<p>Base: <code>${escape(doc.servers[0]?.url ?? '')}</code>. The same document as JSON: <a href="openapi.json">openapi.json</a>.</p>
</header>
<main>
${sections.join('\n')}
<section aria-labelledby="errors"><h2 id="errors">The error answer</h2>${json(doc.components.schemas.ApiError)}</section>
</main>
</body>
</html>
`;
}
