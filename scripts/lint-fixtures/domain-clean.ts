import { helper } from './helper';
export const at = (now: Date) => new Date(now.getTime() + helper(3));
