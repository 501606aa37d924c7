import type { RouteDefinition, RouteGroup } from '../routes/route';
import { checkedQuery } from './checked-query';
import { errorEnvelope, errorResponseComponents, errorResponsesOf, validationErrorEnvelope } from './error-responses';
import { toSchema, type JsonSchema } from './json-schema';
import { securityOf, securitySchemes } from './security';
import { TAG_DESCRIPTIONS } from './tag-descriptions';

/** `/products/:id` → `/products/{id}` */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(route: RouteDefinition) {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.request?.params],
    ['query', route.request?.query && checkedQuery(route.request.query)],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
      });
    }
  }
  return list;
}

function requestBody(route: RouteDefinition) {
  const file = route.request?.file;
  const body = route.request?.body ? toSchema(route.request.body, 'input') : undefined;
  if (file) {
    const fields = (body?.properties ?? {}) as Record<string, unknown>;
    const schema = {
      type: 'object',
      required: [file.field, ...((body?.required as string[] | undefined) ?? [])],
      properties: {
        [file.field]: { type: 'string', format: 'binary', maxLength: file.maxBytes, description: `At most ${file.maxBytes} bytes` },
        ...fields,
      },
    };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
  }
  const mediaType = route.request?.form ? 'application/x-www-form-urlencoded' : 'application/json';
  return body ? { requestBody: { required: true, content: { [mediaType]: { schema: body } } } } : {};
}

/** A browser redirect: a 302 whose Location is the whole answer. */
function redirectResponse(description: string) {
  return {
    '302': {
      description,
      headers: { Location: { description: 'The page the browser goes to', schema: { type: 'string', maxLength: 4096 } } },
    },
  };
}

function operation(route: RouteDefinition) {
  const successStatus = String(route.successStatus ?? 200);
  // A route that writes its own success (a CSV download) documents that body as it is.
  const success = route.produces
    ? { [route.produces]: { schema: toSchema(route.response, 'output') } }
    : {
        'application/json': {
          schema: {
            type: 'object',
            required: ['success', 'data'],
            properties: {
              success: { const: true },
              data: toSchema(route.response, 'output'),
              message: { type: 'string' },
            },
          },
        },
      };
  const responses: Record<string, unknown> = {
    ...(route.redirects ? redirectResponse(route.redirects) : { [successStatus]: { description: 'Success', content: success } }),
    ...errorResponsesOf(route),
  };
  return {
    summary: route.summary,
    tags: route.tags,
    operationId: `${route.method}${toOpenApiPath(route.path).replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: parameters(route),
    ...requestBody(route),
    ...securityOf(route),
    responses,
  };
}

/** The OpenAPI 3.1 document, generated from the route declarations themselves. */
export function buildOpenApi(groups: RouteGroup[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const route of group.routes) {
      const path = `${group.prefix}${toOpenApiPath(route.path)}`;
      paths[path] = { ...paths[path], [route.method]: operation(route) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'DevShop REST API. Money is integer RWF, VAT included.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Served by the shop itself: the document is valid on whichever host answers it.
    servers: [{ url: '/', description: 'The shop serving this document (production, staging or local alike)', 'x-internal': false }],
    tags: tagsOf(groups),
    components: {
      securitySchemes,
      schemas: { ErrorEnvelope: errorEnvelope, ValidationErrorEnvelope: validationErrorEnvelope },
      responses: errorResponseComponents,
    },
    paths,
  };
}

/** Each tag the routes use, in the order first used, so the document declares what it refers to. */
function tagsOf(groups: RouteGroup[]) {
  const names = [...new Set(groups.flatMap((group) => group.routes.flatMap((route) => route.tags)))];
  return names.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }));
}
