import type { RouteDefinition } from '../routes/route';
import type { JsonSchema } from './json-schema';

const fieldErrors: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['path', 'message'],
    properties: { path: { type: 'string' }, message: { type: 'string' } },
  },
};

/** Every refusal: `{success: false, message}`, with per-field `errors` when fields are at fault. */
export const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: fieldErrors,
    details: { type: 'object', description: 'Figures the client can act on, e.g. `retryAfterSeconds`' },
    requestId: { type: 'string', description: 'On a 500: quote it to support' },
  },
};

/** A 400 from validation always names the fields at fault. */
export const validationErrorEnvelope: JsonSchema = {
  allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { type: 'object', required: ['errors'] }],
};

const envelope = (schema: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });

/** The refusals of the gateway (http/error-handler.ts), each once, referred to by the operations. */
export const errorResponseComponents = {
  BadRequest: {
    description: 'The input is invalid: `errors` names each field at fault (a malformed body says so in `message`)',
    content: envelope('ValidationErrorEnvelope'),
  },
  Unauthenticated: { description: 'No valid credentials: missing, invalid or expired token, or wrong credentials', content: envelope('ErrorEnvelope') },
  Forbidden: { description: 'The account is blocked, or lacks the role the route needs', content: envelope('ErrorEnvelope') },
  NotFound: { description: 'What the path names does not exist, or is not yours', content: envelope('ErrorEnvelope') },
  Conflict: { description: 'What the request would change has moved on (taken, reserved, already settled)', content: envelope('ErrorEnvelope') },
  TooLarge: { description: 'The body or the file is larger than the route accepts', content: envelope('ErrorEnvelope') },
  UnsupportedMediaType: { description: 'The encoding, charset or file type is not one the route reads', content: envelope('ErrorEnvelope') },
  TooManyRequests: {
    description: 'Too many attempts: wait the seconds of Retry-After',
    headers: {
      'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', format: 'int64', minimum: 1 } },
    },
    content: envelope('ErrorEnvelope'),
  },
  InternalError: { description: 'A fault on the shop\'s side: `requestId` identifies it in the logs', content: envelope('ErrorEnvelope') },
  Unavailable: { description: 'Any other refusal, e.g. 503 while a service is unavailable', content: envelope('ErrorEnvelope') },
};

type ResponseName = keyof typeof errorResponseComponents;
const ref = (name: ResponseName) => ({ $ref: `#/components/responses/${name}` });

/** The statuses a route can be refused with, read from what its declaration says it does. */
export function errorResponsesOf(route: RouteDefinition): Record<string, unknown> {
  const request = route.request ?? {};
  const hasInput = Boolean(request.params || request.query || request.body || request.file);
  const hasBody = Boolean(request.body || request.file);
  const refusals: Array<[string, ResponseName, boolean]> = [
    ['400', 'BadRequest', hasInput],
    ['401', 'Unauthenticated', route.access !== 'public' || Boolean(route.checksCredentials)],
    // Every guarded route refuses a blocked account; admin routes also any account without the role.
    ['403', 'Forbidden', route.access !== 'public'],
    ['404', 'NotFound', Boolean(request.params)],
    ['409', 'Conflict', Boolean(route.conflicts)],
    // The JSON and form body limits, or the file's own limit.
    ['413', 'TooLarge', hasBody],
    ['415', 'UnsupportedMediaType', hasBody],
    ['429', 'TooManyRequests', Boolean(route.rateLimited)],
    ['500', 'InternalError', true],
  ];
  const responses: Record<string, unknown> = {};
  for (const [status, name, applies] of refusals) if (applies) responses[status] = ref(name);
  responses.default = ref('Unavailable');
  return responses;
}
