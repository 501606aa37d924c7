import { useCart } from '@/features/cart/hooks/use-cart';
export const pieces = [useCart];
