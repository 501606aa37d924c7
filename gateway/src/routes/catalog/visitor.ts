import { createHash } from 'node:crypto';
import { SESSION_ID_PATTERN } from '@shop/contracts';
import type { Request, Response } from 'express';
import { optionalUser } from '../../auth/current-user';

export const VISITOR_COOKIE = 'devshop_vid';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Who is viewing, for counting a view once per visitor: the signed-in user, else the
 * first-party cookie, else a hash of the client address and user agent, which then becomes
 * the cookie so the visitor keeps the same key when the address changes.
 */
export function visitorOf(req: Request, res: Response): string {
  const user = optionalUser(res);
  if (user) return `u:${user.id}`;
  const cookie = cookieValue(req, VISITOR_COOKIE);
  if (cookie && SESSION_ID_PATTERN.test(cookie)) return `c:${cookie}`;
  const id = createHash('sha256')
    .update(`devshop-visitor|${req.ip ?? ''}|${req.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
  res.cookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: YEAR_MS, path: '/' });
  return `c:${id}`;
}
