import type { User } from '../types';

/** The name the header and the profile show: the full name, else the username, else the e-mail. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const fullName = [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ');
  return fullName || user.username.trim() || user.email;
}
