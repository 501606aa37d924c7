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
}
