import type { Request, Response } from 'express';
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route; enforced on the server by the gateway's auth middleware. */
export type Access = 'public' | 'user' | 'admin';

/** One uploaded file of a multipart request, held in memory (size-limited before it is read whole). */
export interface UploadedPart {
  bytes: Buffer;
  size: number;
  /** What the client declared; never trusted: check `bytes`. */
  declaredType: string;
}

/** A multipart route's file field. */
export interface FileField {
  field: string;
  maxBytes: number;
  /** The message of the 413 answered for a larger file. */
  tooLargeMessage: string;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The uploaded file of a route that declares `request.file`, when one was sent. */
  file?: UploadedPart;
  req: Request;
  res: Response;
}

export interface RouteResult<T> {
  data: T;
  message?: string;
  status?: number;
}

type AnyObject = z.ZodObject<z.ZodRawShape>;

/**
 * A route is declared with the schemas of everything it reads and returns; the same
 * declaration validates requests and documents the API (OpenAPI 3.1).
 */
export interface RouteDefinition<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express-style path relative to its mount point, e.g. `/products/:id`. */
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  /**
   * With `file`, the body is multipart/form-data: `body` then describes its text fields. With
   * `form`, the body is application/x-www-form-urlencoded (what a mail client POSTs), read by `body`.
   */
  request?: { params?: P; query?: Q; body?: B; file?: FileField; form?: boolean };
  /** Schema of `data` in a successful envelope; with `produces`, of the whole success body. */
  response: R;
  /**
   * The media type of a success the handler writes to `res` itself (a streamed CSV), instead
   * of the JSON envelope; the handler then returns nothing. Errors before it writes still
   * answer the JSON error envelope.
   */
  produces?: string;
  /**
   * Where a browser is sent: the route answers 302 with a Location (described here), never
   * JSON; the handler redirects `res` itself. Documented as the 302 it is.
   */
  redirects?: string;
  /**
   * Counted by a rate limiter (here or in the service behind it): may answer 429 with
   * Retry-After. Documented in the OpenAPI document.
   */
  rateLimited?: true;
  /** May answer 409: what it would change has moved on (a taken e-mail or slug, a settled order). */
  conflicts?: true;
  /** A public route that checks the credentials it is sent (a password, a refresh token): may answer 401. */
  checksCredentials?: true;
  /** Status of a success, 200 unless stated. */
  successStatus?: number;
  /**
   * A hot catalogue read (public, the same for everyone): its answer is kept as ready bytes and
   * dropped when a product it shows changes. Gives the ids of the products in `data`.
   */
  hotRead?: (data: z.input<R>) => string[];
  handler: (
    input: RouteInput<z.output<P>, z.output<Q>, z.output<B>>,
  ) => Promise<RouteResult<z.input<R>> | void> | RouteResult<z.input<R>> | void;
}

/** Keeps the generic parameters of one route while collecting routes of different shapes. */
export function defineRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, R extends z.ZodType>(
  route: RouteDefinition<P, Q, B, R>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** A group of routes mounted under one prefix (`/api/v1` or the server root). */
export interface RouteGroup {
  prefix: string;
  routes: RouteDefinition[];
}
