// The accounts' HTTP responses (identity): the `data` of successful envelopes (SPEC section 3,
// User). The gateway validates and documents them (OpenAPI); the web reads them through the types.
import { z } from 'zod';

export const ROLES = ['ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];
export const AUTH_PROVIDERS = ['local', 'demo', 'google', 'github'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  avatar: z.string(),
  phone: z.string(),
  provider: z.enum(AUTH_PROVIDERS),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().optional(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string().describe('District'),
    zipCode: z.string(),
    country: z.string(),
  }),
});
export type User = z.infer<typeof userSchema>;
export type UserAddress = User['address'];

export const sessionSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
});
export type Session = z.infer<typeof sessionSchema>;
