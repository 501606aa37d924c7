import { useSessionUser } from '@/features/account/hooks/use-session-user';
import { catalogPb } from '@shop/proto';
export const pieces = [useSessionUser, catalogPb];
