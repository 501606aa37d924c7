import fc from 'fast-check';
import { API_PREFIX } from '../api-prefix';
import type { RouteDefinition } from '../routes/route';
import { bodyMutation, mutate } from './body-mutations';
import { hostileText } from './hostile-values';
import { encodeBody, encodeText, encoding, fileBytes, type Encoding, type WireBody } from './request-encodings';
import { plausibleObject } from './plausible-values';
import { jsonSchemaOf, validish, type KnownValues } from './schema-samples';

/** Who a fuzzed request comes from: nobody, a shopper or an admin. */
export type Caller = 'anonymous' | 'shopper' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'shopper', 'admin'];

/** One request of the fuzz, as it is sent, with what made it for the report. */
export interface FuzzCase {
  route: string;
  role: Caller;
  method: string;
  /** Already percent-encoded, from the server root. */
  path: string;
  body?: WireBody;
  /** What the case spoilt, for reading a failure: `valid`, `params`, `query`, `body: replace`, `encoding: text-plain`… */
  spoilt: string;
}

export const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;

/** Path segments a router, a decoder or an id parser may choke on; already percent-encoded. */
const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..', '%2F', 'null', 'undefined', '-1', '0', '1.5', '%24ne', '__proto__', 'constructor', 'x'.repeat(3000)];


/** A path parameter: a valid value (mostly of something that exists), and a hostile one. */
function paramValue(route: RouteDefinition, name: string, known: KnownValues) {
  const schema = route.request?.params ? jsonSchemaOf(route.request.params).properties?.[name] : undefined;
  const valid = (schema ? validish(schema, known, schema, name) : fc.constantFrom(...known(name), 'x')).map((value) => encodeText(String(value)));
  const hostile = fc.oneof(fc.constantFrom(...RAW_SEGMENTS), hostileText.filter((text) => text.length > 0).map(encodeText));
  return fc.record({ valid, hostile });
}

/** A query string: the schema's fields as strings, then arrays, brackets, operators, repeats, bad encodings. */
function queryString(route: RouteDefinition, known: KnownValues, hostile: boolean): fc.Arbitrary<string> {
  const schema = route.request?.query ? jsonSchemaOf(route.request.query) : undefined;
  const base = route.request?.query ? plausibleObject(route.request.query, known) : fc.constant({});
  const keys = Object.keys(schema?.properties ?? {});
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const extra = fc.oneof(
    fc.tuple(key, hostileText).map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`),
    key.map((k) => `${encodeText(k)}[]=1&${encodeText(k)}[]=2`),
    key.map((k) => `${encodeText(k)}%5B%24ne%5D=1`),
    key.map((k) => `${encodeText(k)}[$gt]=`),
    key.map((k) => `${encodeText(k)}=a&${encodeText(k)}=b`),
    key.map((k) => `${encodeText(k)}=${'9'.repeat(400)}`),
    key.map((k) => `${encodeText(k)}=%E0%A4%A`),
    fc.constantFrom('%24where=1', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '=', '&&&', 'a=%00', 'page=-1&limit=1e9'),
    key.map((k) => `${encodeText(k)}=${'q'.repeat(3000)}`),
  );
  return fc.tuple(base, fc.array(extra, { minLength: hostile ? 1 : 0, maxLength: hostile ? 3 : 0 })).map(([values, extras]) => {
    const pairs = Object.entries((values ?? {}) as Record<string, unknown>).map(([k, v]) => `${encodeText(k)}=${encodeText(String(v))}`);
    const all = [...pairs, ...extras];
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Bodies known to be accepted, by route (`post /orders`): a checkout's totals are more than a schema says. */
export type Examples = (route: string) => unknown[];

const withExamples = (generated: fc.Arbitrary<unknown>, known: unknown[]) =>
  known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 2 }, { arbitrary: generated, weight: 1 }) : generated;

/** What a case spoils: nothing (a valid request), or one part of it, so each refusal has one cause. */
type Focus = 'valid' | 'params' | 'query' | 'body' | 'encoding';
const focus = fc.oneof(
  { arbitrary: fc.constant<Focus>('valid'), weight: 3 },
  { arbitrary: fc.constantFrom<Focus>('params', 'query', 'encoding'), weight: 4 },
  { arbitrary: fc.constant<Focus>('body'), weight: 4 },
);

/** Every kind of request the fuzz makes to one route, as one role or another. */
export function fuzzCase(route: RouteDefinition, known: KnownValues, examples: Examples = () => []): fc.Arbitrary<FuzzCase> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.record(Object.fromEntries(names.map((name) => [name, paramValue(route, name, known)])));
  const takesBody = ['post', 'put', 'patch'].includes(route.method);
  const file = route.request?.file;
  const plain: Encoding = file ? 'multipart' : route.request?.form ? 'form' : 'json';
  const body = fc.record({
    base: route.request?.body ? withExamples(plausibleObject(route.request.body, known), examples(routeKey(route))) : fc.constant(undefined),
    mutation: bodyMutation,
    encoding: encoding(Boolean(file), Boolean(route.request?.form)),
    bytes: fileBytes,
    pick: fc.nat(),
    // A GET or DELETE with a body now and then: it must be ignored or refused, never trusted.
    sendAnyway: fc.boolean(),
  });
  const queries = fc.record({ valid: queryString(route, known, false), hostile: queryString(route, known, true) });
  return fc
    .record({ role: fc.constantFrom(...CALLERS), focus, params, queries, body, paramPick: fc.nat() })
    .map(({ role, focus: spoilt, params: values, queries: query, body: b, paramPick }) => {
      const spoiltParam = spoilt === 'params' && names.length ? names[paramPick % names.length] : undefined;
      const segments = Object.fromEntries(names.map((name) => [name, name === spoiltParam ? values[name]!.hostile : values[name]!.valid]));
      const queryText = spoilt === 'query' ? query.hostile : query.valid;
      const value = spoilt === 'body' ? mutate(b.base, b.mutation) : b.base;
      const how = spoilt === 'encoding' ? b.encoding : plain;
      const send = takesBody || (spoilt === 'encoding' && b.sendAnyway);
      return {
        route: routeKey(route),
        role,
        method: route.method.toUpperCase(),
        path: `${API_PREFIX}${route.path.replace(/:(\w+)/g, (_, name: string) => segments[name] ?? '')}${queryText}`,
        ...(send ? { body: encodeBody(value ?? {}, how, file ? { field: file.field, bytes: b.bytes } : undefined, b.pick) } : {}),
        spoilt: spoilt === 'body' ? `body: ${b.mutation.kind}` : spoilt === 'encoding' ? `encoding: ${how}` : spoilt,
      };
    });
}
