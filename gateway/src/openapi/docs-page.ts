type OpenApiDocument = ReturnType<typeof import('./build-openapi').buildOpenApi>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const jsonBlock = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  summary: string;
  tags: string[];
  parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: { data?: unknown } } }> }>;
  'x-access'?: string;
}

function renderOperation(path: string, method: string, op: Operation): string {
  const success = Object.entries(op.responses).find(([code]) => code !== 'default');
  const json = success?.[1].content?.['application/json'];
  // A route that answers another media type (a CSV download) shows its whole body.
  const [otherType, other] = Object.entries(success?.[1].content ?? {}).find(([type]) => type !== 'application/json') ?? [];
  const dataSchema = json ? json.schema.properties?.data : other?.schema;
  const params = op.parameters.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  return `<details class="op">
  <summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="summary">${escapeHtml(op.summary)}</span> <span class="access">${escapeHtml(op['x-access'] ?? 'public')}</span></summary>
  ${params}
  ${Object.entries(op.requestBody?.content ?? {})
    .map(([type, { schema }]) => `<h4>Request body <code>${type}</code></h4>${jsonBlock(schema)}`)
    .join('')}
  <h4>Response <code>${json ? 'data' : escapeHtml(otherType ?? '')}</code> (${success?.[0] ?? '200'})</h4>${jsonBlock(dataSchema ?? {})}
</details>`;
}

/** A readable page for people; the machine-readable document is at /api/v1/openapi.json. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, op)]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<section><h2>${escapeHtml(tag)}</h2>${ops.join('\n')}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main>
<h1>${escapeHtml(document.info.title)} API <small>v${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)} Responses use the envelope <code>{success, data, message}</code> or <code>{success: false, message, errors}</code>. Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a>.</p>
${sections}
</main></body></html>`;
}

export const DOCS_CSS = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:960px;margin:0 auto;padding:2rem 1rem}
h1 small{font-size:.5em;color:#64748b}
h2{margin-top:2rem;text-transform:capitalize;border-bottom:1px solid #e2e8f0;padding-bottom:.25rem}
.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:.5rem 0;padding:.5rem .75rem}
.op summary{cursor:pointer;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.method{font-weight:700;font-size:.8rem;padding:.1rem .4rem;border-radius:4px;color:#fff;background:#475569}
.method.get{background:#2563eb}.method.post{background:#16a34a}.method.put,.method.patch{background:#d97706}.method.delete{background:#dc2626}
.summary{color:#334155}.access{margin-left:auto;font-size:.75rem;color:#64748b}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:6px;overflow:auto;font-size:.8rem}
table{border-collapse:collapse;width:100%;font-size:.85rem}td,th{border:1px solid #e2e8f0;padding:.25rem .5rem;text-align:left}
`;
