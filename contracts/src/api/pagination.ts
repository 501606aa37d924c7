import { z } from 'zod';

/** Admin lists, order history and review pages count pages this way (SPEC section 3, Pagination). */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
