import { useSessionUser } from '@/features/account/hooks/use-session-user';
import { useSession } from '../../account/hooks/use-session';
import { catalogPb } from '@shop/proto';
export const pieces = [useSessionUser, useSession, catalogPb];
