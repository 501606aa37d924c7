/** A slow, salted password hash compared in constant time. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable hash; never throws for either. */
  verify(password: string, hash: string): Promise<boolean>;
}
