import type { Role } from '../../api/identity-api';
import type { IdentityPorts } from '../identity-ports';
import { UserConflictError } from '../ports/user-repository.port';
import { createUser } from '../user/create-user';
import type { UserPatch } from '../user/user';

export interface DemoAccountSeed {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/** ARCHITECTURE.md's demo accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  { email: 'admin@devshop.rw', password: 'demo-admin', role: 'ADMIN', firstName: 'Demo', lastName: 'Admin' },
  { email: 'shopper@devshop.rw', password: 'demo-shopper', role: 'USER', firstName: 'Demo', lastName: 'Shopper' },
];

/**
 * Run at every start. Switched on: the demo accounts exist with their demo passwords and roles.
 * Switched off: demo accounts that exist lose their password and their sessions.
 */
export class EnsureDemoAccounts {
  constructor(private readonly deps: Pick<IdentityPorts, 'users' | 'passwords' | 'refreshTokens' | 'clock'>) {}

  async execute(enabled: boolean): Promise<void> {
    for (const account of DEMO_ACCOUNTS) {
      if (enabled) await this.ensure(account);
      else await this.retire(account);
    }
  }

  private async ensure(account: DemoAccountSeed, retry = true): Promise<void> {
    const { users, passwords, clock } = this.deps;
    const existing = await users.findByEmail(account.email);
    if (!existing) {
      try {
        await createUser(this.deps, {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          provider: 'demo',
          providerUserId: account.email,
          passwordHash: await passwords.hash(account.password),
        });
        return;
      } catch (error) {
        // Another process starting at the same time created it: check that one instead.
        if (error instanceof UserConflictError && retry) return this.ensure(account, false);
        throw error;
      }
    }
    const patch: UserPatch = {};
    if (!existing.passwordHash || !(await passwords.verify(account.password, existing.passwordHash))) {
      patch.passwordHash = await passwords.hash(account.password);
    }
    if (existing.role !== account.role) patch.role = account.role;
    if (Object.keys(patch).length > 0) await users.update(existing.id, { ...patch, updatedAt: clock.now().toISOString() });
  }

  private async retire(account: DemoAccountSeed): Promise<void> {
    const { users, refreshTokens, clock } = this.deps;
    const existing = await users.findByEmail(account.email);
    if (!existing || existing.provider !== 'demo' || !existing.passwordHash) return;
    const now = clock.now().toISOString();
    await users.update(existing.id, { passwordHash: null, updatedAt: now });
    await refreshTokens.revokeAllForUser(existing.id, now);
  }
}
