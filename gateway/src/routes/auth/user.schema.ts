import { z } from 'zod';

export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: z.enum(['ADMIN', 'USER']),
  avatar: z.string(),
  phone: z.string(),
  provider: z.enum(['local', 'demo', 'google', 'github']),
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

export const sessionSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
});

export const objectIdParam = z.string().regex(/^[0-9a-f]{24}$/, 'Must be a 24-character id');
