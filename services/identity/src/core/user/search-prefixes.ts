import { searchPrefixesOf } from '@shop/domain';

/** What an admin finds a user by: names, e-mail and username. */
export function userSearchPrefixes(fields: { firstName: string; lastName: string; email: string; username: string }): string[] {
  return searchPrefixesOf([fields.firstName, fields.lastName, fields.email, fields.username]);
}
