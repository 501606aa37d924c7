import { ADMIN_PAGE_SIZE, AppError, type FieldError } from '@shop/domain';
import type { ListUsersQuery, Role, UserPage } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import type { UserListCriteria } from '../ports/user-repository.port';
import { searchWordsOf } from '@shop/domain';
import { toUserView } from '../user/user';

export const MAX_USERS_PAGE_SIZE = 100;

/**
 * The admin user list: newest first, filtered by role and status, searched over names, e-mail
 * and username. The search is plain text, matched by word prefixes, case and accents ignored.
 */
export class ListUsers {
  constructor(private readonly deps: Pick<IdentityPorts, 'users'>) {}

  async execute(query: ListUsersQuery): Promise<UserPage> {
    const page = wholeNumber(query.page, 1);
    const limit = Math.min(wholeNumber(query.limit, ADMIN_PAGE_SIZE), MAX_USERS_PAGE_SIZE);
    const criteria: UserListCriteria = { skip: (page - 1) * limit, limit, ...filters(query) };
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      criteria.searchWords = searchWordsOf(query.search);
      // Only punctuation: as plain text it matches no one.
      if (criteria.searchWords.length === 0) return pageOf([], 0, page, limit);
    }
    const { users, total } = await this.deps.users.list(criteria);
    return pageOf(users.map(toUserView), total, page, limit);
  }
}

function filters(query: ListUsersQuery): Pick<UserListCriteria, 'role' | 'isBlocked'> {
  const errors: FieldError[] = [];
  const out: Pick<UserListCriteria, 'role' | 'isBlocked'> = {};
  const role = typeof query.role === 'string' ? query.role.trim().toUpperCase() : '';
  if (role === 'ADMIN' || role === 'USER') out.role = role as Role;
  else if (role !== '') errors.push({ path: 'role', message: 'Role must be ADMIN or USER' });
  const status = typeof query.status === 'string' ? query.status.trim().toLowerCase() : '';
  if (status === 'active' || status === 'blocked') out.isBlocked = status === 'blocked';
  else if (status !== '') errors.push({ path: 'status', message: 'Status must be active or blocked' });
  if (errors.length > 0) throw new AppError('invalid', IDENTITY_MESSAGES.validationFailed, errors);
  return out;
}

/** A positive whole number, else the default. */
function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}

function pageOf(users: UserPage['users'], total: number, page: number, limit: number): UserPage {
  return { users, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}
