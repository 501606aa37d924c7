// The accounts' HTTP API (identity): the `data` of successful envelopes (SPEC section 3, User) and
// what the web sends. The gateway validates and documents them (OpenAPI); the web uses the types.
import { EMAIL_MAX_LENGTH, LANGUAGES } from '@shop/domain';
import { z } from 'zod';
import { paginationSchema } from './pagination';

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
  language: z.enum(LANGUAGES).optional().describe('The language the user chose for screens and messages; absent until chosen'),
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

/** GET /auth/me, PATCH /users/me and a block or unblock answer with the account. */
export const userAnswerSchema = z.object({ user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** GET /admin/users. */
export const adminUserPageSchema = z.object({ users: z.array(userSchema), pagination: paginationSchema });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /auth/providers: which ways of signing in the shop offers. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  github: z.boolean(),
  demo: z.boolean(),
  demoAccounts: z
    .array(z.object({ email: z.string(), password: z.string(), role: z.enum(ROLES), label: z.string() }))
    .describe('One-click choices on the sign-in page; empty unless demo'),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
export type DemoAccount = AuthProviders['demoAccounts'][number];

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email').max(EMAIL_MAX_LENGTH, 'Please enter a valid email'));

/** POST /auth/login. */
export const loginBodySchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** POST /auth/register. */
export const registerBodySchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(8, 'Password must be at least 8 characters').max(200),
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

const text = (max: number) => z.string().trim().max(max);

/** PATCH /users/me: names, phone, address and language; the e-mail is read-only. */
export const profileChangesSchema = z
  .object({
    email: z.never({ error: 'Email cannot be changed' }).optional(),
    firstName: text(100).min(1, 'First name is required').optional(),
    lastName: text(100).min(1, 'Last name is required').optional(),
    phone: text(20).optional(),
    language: z.enum(LANGUAGES, { error: 'Language must be en, fr or rw' }).optional(),
    address: z
      .object({
        street: text(200).optional(),
        city: text(100).optional(),
        state: text(100).optional().describe('District'),
        zipCode: text(20).optional(),
        country: text(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ProfileChanges = z.input<typeof profileChangesSchema>;
