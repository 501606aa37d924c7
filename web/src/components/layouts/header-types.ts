import type { Language } from '@shop/domain';

/** What the header needs to know about the signed-in user. */
export interface HeaderUser {
  displayName: string;
  email: string;
  provider: string;
  isAdmin: boolean;
}

export interface HeaderProps {
  cartCount: number;
  user: HeaderUser | null;
  onSignOut: () => void;
  /** A language picked in the header or the menu (a signed-in user's profile keeps it). */
  onLanguageChosen?: (language: Language) => void;
}
