// The IdentityApi contract: one suite, run against the in-process service and against
// GrpcIdentityApi over a real gRPC server. Failures are compared by kind and message, whether
// they arrive as AppErrors (in process) or as GrpcCallErrors (over gRPC).
import { CHECKOUT_MESSAGES, DAY_MS, shopDay } from '@shop/domain';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf } from '@shop/platform/contracts';
import type { TestClock } from '../identity-test-kit';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  type AuthResult,
  type IdentityApi,
} from '../../api/identity-api';

export interface IdentityApiHarness {
  api: IdentityApi;
  /** The service's clock, to order records in time. */
  clock: TestClock;
  close(): Promise<void>;
}

const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };
const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export function identityApiContract(makeHarness: () => Promise<IdentityApiHarness>): void {
  let harness: IdentityApiHarness;
  let api: IdentityApi;

  beforeEach(async () => {
    harness = await makeHarness();
    api = harness.api;
  });
  afterEach(async () => {
    await harness.close();
  });

  async function verify(token: string) {
    return jwtVerify(token, createLocalJWKSet(await api.jwks()), {
      algorithms: ['ES256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
  }

  async function register(name: string): Promise<AuthResult> {
    harness.clock.advance(1000);
    return api.register({ email: `${name}@example.rw`, password: 'long-enough-1', firstName: name, lastName: 'Tester' });
  }

  describe('password sign-in', () => {
    it('signs a demo account in with an ES256 token that verifies against the JWKS', async () => {
      const { user, accessToken, refreshToken, expiresIn } = await api.login(ADMIN);
      expect(user).toMatchObject({ email: 'admin@devshop.rw', role: 'ADMIN', provider: 'demo', isBlocked: false });
      expect(user._id).toBe(user.id);
      expect(user.address).toMatchObject({ city: 'Kigali', country: 'Rwanda' });
      expect(user).not.toHaveProperty('passwordHash');
      expect(refreshToken).toMatch(/^[\w-]{43}$/);
      expect(expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);

      const { payload, protectedHeader } = await verify(accessToken);
      expect(protectedHeader.alg).toBe('ES256');
      expect(protectedHeader.kid).toBe((await api.jwks()).keys[0]?.kid);
      expect(payload).toMatchObject({ sub: user.id, role: 'ADMIN', email: 'admin@devshop.rw' });
      expect(payload.exp! - payload.iat!).toBe(15 * 60);
    });

    it('publishes only the public half of the key', async () => {
      const { keys } = await api.jwks();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toEqual({
        kty: 'EC',
        crv: 'P-256',
        kid: expect.any(String),
        alg: 'ES256',
        use: 'sig',
        x: expect.any(String),
        y: expect.any(String),
      });
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const wrong = await failureOf(api.login({ email: ADMIN.email, password: 'not-the-password' }));
      const unknown = await failureOf(api.login({ email: 'nobody@devshop.rw', password: 'whatever-it-is' }));
      expect(wrong).toMatchObject({ kind: 'unauthenticated' });
      expect(unknown).toEqual(wrong);
    });

    it('registers a local account that can then sign in, e-mail in any case', async () => {
      const registered = await api.register({
        email: '  Newbie@Example.RW ',
        password: 'long-enough-1',
        firstName: 'New',
        lastName: 'Bie',
      });
      expect(registered.user).toMatchObject({ email: 'newbie@example.rw', role: 'USER', provider: 'local', username: 'newbie' });
      expect((await verify(registered.accessToken)).payload.sub).toBe(registered.user.id);
      const login = await api.login({ email: 'NEWBIE@example.rw', password: 'long-enough-1' });
      expect(login.user.id).toBe(registered.user.id);
    });

    it('refuses a second account with the same e-mail', async () => {
      await register('twice');
      const failure = await failureOf(
        api.register({ email: 'TWICE@example.rw', password: 'another-one-2', firstName: 'T', lastName: 'W' }),
      );
      expect(failure).toEqual({ kind: 'already_exists', message: 'An account with this email already exists' });
    });

    it('checks the registration fields', async () => {
      const failure = await failureOf(api.register({ email: 'short@example.rw', password: 'short', firstName: ' ', lastName: '' }));
      expect(failure.kind).toBe('invalid');
      expect(failure.errors).toEqual([
        { path: 'password', message: 'Password must be at least 8 characters' },
        { path: 'firstName', message: CHECKOUT_MESSAGES.firstNameRequired },
        { path: 'lastName', message: CHECKOUT_MESSAGES.lastNameRequired },
      ]);
    });
  });

  describe('provider sign-in', () => {
    const github = { provider: 'github' as const, providerUserId: 'gh-42', email: 'coder@example.rw', firstName: 'Cody', lastName: 'Coder' };

    it('creates the user once, then finds the same one', async () => {
      const first = await api.signInWithProvider({ ...github, username: 'cody', avatar: 'https://example.rw/c.png' });
      expect(first.user).toMatchObject({ provider: 'github', role: 'USER', username: 'cody', avatar: 'https://example.rw/c.png' });
      const again = await api.signInWithProvider({ ...github, email: 'changed@example.rw' });
      expect(again.user.id).toBe(first.user.id);
      expect((await verify(again.accessToken)).payload.sub).toBe(first.user.id);
    });

    it('links a provider to the account with the same e-mail', async () => {
      const local = await register('linked');
      const google = await api.signInWithProvider({
        provider: 'google',
        providerUserId: 'g-1',
        email: 'Linked@example.rw',
        firstName: 'Other',
        lastName: 'Name',
      });
      expect(google.user.id).toBe(local.user.id);
      expect(google.user).toMatchObject({ provider: 'google', firstName: 'linked' });
      expect((await api.login({ email: 'linked@example.rw', password: 'long-enough-1' })).user.id).toBe(local.user.id);
    });
  });

  describe('refresh tokens', () => {
    it('rotate: the new pair works and the old refresh token does not', async () => {
      const first = await api.login(SHOPPER);
      const second = await api.refresh(first.refreshToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.user.id).toBe(first.user.id);
      expect((await verify(second.accessToken)).payload.sub).toBe(first.user.id);
      expect(await failureOf(api.refresh(first.refreshToken))).toEqual({ kind: 'unauthenticated', message: SESSION_EXPIRED });
    });

    it('reuse of a used token revokes the whole family, and only that family', async () => {
      const first = await api.login(SHOPPER);
      const elsewhere = await api.login(SHOPPER);
      const second = await api.refresh(first.refreshToken);
      await failureOf(api.refresh(first.refreshToken));
      expect(await failureOf(api.refresh(second.refreshToken))).toEqual({ kind: 'unauthenticated', message: SESSION_EXPIRED });
      await expect(api.refresh(elsewhere.refreshToken)).resolves.toMatchObject({ user: { email: SHOPPER.email } });
    });

    it('an unknown token is refused', async () => {
      expect(await failureOf(api.refresh('not-a-token'))).toEqual({ kind: 'unauthenticated', message: SESSION_EXPIRED });
    });

    it('logout revokes the family; unknown tokens are ignored', async () => {
      const first = await api.login(SHOPPER);
      const second = await api.refresh(first.refreshToken);
      await api.logout(first.refreshToken);
      expect((await failureOf(api.refresh(second.refreshToken))).kind).toBe('unauthenticated');
      await expect(api.logout('never-issued')).resolves.toBeUndefined();
    });
  });

  describe('blocking', () => {
    it('locks a blocked user out of sign-in, refresh and provider sign-in, until unblocked', async () => {
      const admin = await api.login(ADMIN);
      const shopper = await api.login(SHOPPER);
      const social = await api.signInWithProvider({
        provider: 'google',
        providerUserId: 'g-blocked',
        email: 'blocked@example.rw',
        firstName: 'Bea',
        lastName: 'Blocked',
      });
      const blocked = await api.setBlocked({ userId: shopper.user.id, blocked: true, actorId: admin.user.id });
      expect(blocked.isBlocked).toBe(true);
      await api.setBlocked({ userId: social.user.id, blocked: true, actorId: admin.user.id });

      expect((await failureOf(api.login(SHOPPER))).kind).toBe('forbidden');
      expect((await failureOf(api.refresh(shopper.refreshToken))).kind).toBe('forbidden');
      const providerFailure = await failureOf(
        api.signInWithProvider({ provider: 'google', providerUserId: 'g-blocked', email: 'blocked@example.rw', firstName: 'B', lastName: 'B' }),
      );
      expect(providerFailure.kind).toBe('forbidden');
      expect((await api.getUser(shopper.user.id)).isBlocked).toBe(true);

      await api.setBlocked({ userId: shopper.user.id, blocked: false, actorId: admin.user.id });
      await expect(api.login(SHOPPER)).resolves.toMatchObject({ user: { isBlocked: false } });
      expect((await failureOf(api.refresh(shopper.refreshToken))).kind).toBe('unauthenticated');
    });

    it('refuses to block an admin, an unknown user, or on behalf of a non-admin', async () => {
      const admin = await api.login(ADMIN);
      const shopper = await api.login(SHOPPER);
      expect(await failureOf(api.setBlocked({ userId: admin.user.id, blocked: true, actorId: admin.user.id }))).toEqual({
        kind: 'invalid',
        message: 'Admin accounts cannot be blocked',
      });
      const unknown = await failureOf(api.setBlocked({ userId: '0123456789abcdef01234567', blocked: true, actorId: admin.user.id }));
      expect(unknown.kind).toBe('not_found');
      const notAdmin = await failureOf(api.setBlocked({ userId: shopper.user.id, blocked: true, actorId: shopper.user.id }));
      expect(notAdmin.kind).toBe('forbidden');
      expect((await api.getUser(admin.user.id)).isBlocked).toBe(false);
    });
  });

  describe('audit trail', () => {
    it('lists and exports the trail, newest first, with identity’s own entries', async () => {
      const admin = await api.login(ADMIN);
      const shopper = await api.login(SHOPPER);
      await api.setBlocked({ userId: shopper.user.id, blocked: true, actorId: admin.user.id });
      await api.setBlocked({ userId: shopper.user.id, blocked: false, actorId: admin.user.id });
      const page = await api.listAuditEntries({ targetType: 'user', targetId: shopper.user.id });
      expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
      expect(page.entries.map((entry) => entry.action)).toEqual(['user.unblocked', 'user.blocked']);
      expect(page.entries[1]).toMatchObject({
        seq: 1,
        actor: { userId: admin.user.id, email: ADMIN.email },
        target: { type: 'user', id: shopper.user.id, label: SHOPPER.email },
        changes: [{ field: 'isBlocked', before: false, after: true }],
        service: 'identity',
      });
      expect((await api.listAuditEntries({ actor: SHOPPER.email })).entries).toEqual([]);
      expect((await api.listAuditEntries({ page: 2, limit: 1 })).entries.map((entry) => entry.seq)).toEqual([1]);
      const exported = [];
      for await (const entry of api.exportAuditEntries({ action: 'user.blocked' })) exported.push(entry);
      expect(exported).toEqual([page.entries[1]]);
    });
  });

  describe('admin user list', () => {
    it('searches names, e-mail and username, and filters by role and status', async () => {
      const admin = await api.login(ADMIN);
      const other = await register('other');
      await api.setBlocked({ userId: other.user.id, blocked: true, actorId: admin.user.id });

      const shop = await api.listUsers({ page: 1, limit: 10, search: 'shop' });
      expect(shop.users.map((user) => user.email)).toEqual(['shopper@devshop.rw']);
      const admins = await api.listUsers({ page: 1, limit: 10, role: 'ADMIN' });
      expect(admins.users.map((user) => user.email)).toEqual(['admin@devshop.rw']);
      const blocked = await api.listUsers({ page: 1, limit: 10, status: 'blocked' });
      expect(blocked.users.map((user) => user.id)).toEqual([other.user.id]);
      const active = await api.listUsers({ page: 1, limit: 10, status: 'active', search: 'DEMO' });
      expect(active.pagination.total).toBe(2);
    });

    it('pages newest first with totals', async () => {
      const made = [await register('ann'), await register('ben'), await register('cat')];
      const first = await api.listUsers({ page: 1, limit: 2 });
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
      expect(first.users.map((user) => user.id)).toEqual([made[2]!.user.id, made[1]!.user.id]);
      const last = await api.listUsers({ page: 3, limit: 2 });
      expect(last.users).toHaveLength(1);
      expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
    });

    it('counts the accounts created on each Kigali day asked, in the order asked', async () => {
      const firstDay = shopDay(harness.clock.now());
      await register('dan');
      harness.clock.advance(DAY_MS);
      await register('eve');
      await register('fay');
      const secondDay = shopDay(harness.clock.now());
      const before = shopDay(harness.clock.now().getTime() - 5 * DAY_MS);
      const counts = await api.newUsersPerDay([before, secondDay, firstDay]);
      expect(counts[0]).toBe(0);
      expect(counts[1]).toBe(2);
      // The demo accounts were made on the first day too, when the service started.
      expect(counts[2]).toBeGreaterThanOrEqual(1);
      expect(await api.newUsersPerDay([])).toEqual([]);
      expect(await failureOf(api.newUsersPerDay(['2026-02-30']))).toMatchObject({ kind: 'invalid' });
    });
  });

  describe('profile', () => {
    it('rejects a non-Rwandan phone and blank names with field errors', async () => {
      const { user } = await api.login(SHOPPER);
      const failure = await failureOf(api.updateProfile(user.id, { firstName: '  ', lastName: '', phone: '+1 555 0100' }));
      expect(failure).toEqual({
        kind: 'invalid',
        message: 'Validation failed',
        errors: [
          { path: 'firstName', message: CHECKOUT_MESSAGES.firstNameRequired },
          { path: 'lastName', message: CHECKOUT_MESSAGES.lastNameRequired },
          { path: 'phone', message: CHECKOUT_MESSAGES.phoneInvalid },
        ],
      });
      expect((await api.getUser(user.id)).firstName).toBe('Demo');
    });

    it('saves names, phone and a partial address, keeping the rest', async () => {
      const { user } = await api.login(SHOPPER);
      await api.updateProfile(user.id, { address: { street: 'KG 7 Ave', zipCode: '00100' } });
      const updated = await api.updateProfile(user.id, {
        firstName: ' Aline ',
        lastName: 'Uwase',
        phone: '0788 123 456',
        address: { state: 'Gasabo' },
      });
      expect(updated).toMatchObject({ firstName: 'Aline', lastName: 'Uwase', phone: '0788 123 456', email: SHOPPER.email });
      expect(updated.address).toEqual({ street: 'KG 7 Ave', city: 'Kigali', state: 'Gasabo', zipCode: '00100', country: 'Rwanda' });
      expect(await api.getUser(user.id)).toEqual(updated);
      const found = await api.listUsers({ page: 1, limit: 10, search: 'aline' });
      expect(found.users.map((u) => u.id)).toEqual([user.id]);
    });

    it('keeps the language the user chooses, and refuses one the shop does not speak', async () => {
      const { user } = await api.login(SHOPPER);
      expect(user.language).toBeUndefined();
      const updated = await api.updateProfile(user.id, { language: 'rw' });
      expect(updated.language).toBe('rw');
      expect((await api.getUser(user.id)).language).toBe('rw');
      expect((await api.login(SHOPPER)).user.language).toBe('rw');
      const failure = await failureOf(api.updateProfile(user.id, { language: 'sw' as 'rw' }));
      expect(failure).toEqual({ kind: 'invalid', message: 'Validation failed', errors: [{ path: 'language', message: 'Language must be en, fr or rw' }] });
      expect((await api.getUser(user.id)).language).toBe('rw');
    });

    it('answers not_found for an unknown user', async () => {
      expect((await failureOf(api.getUser('0123456789abcdef01234567'))).kind).toBe('not_found');
      expect((await failureOf(api.getUser('not-an-id'))).kind).toBe('not_found');
    });
  });

  it('the token claims follow the user: an access token names the role at issue time', async () => {
    const { accessToken, user } = await api.login(SHOPPER);
    const header = decodeProtectedHeader(accessToken);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect((await verify(accessToken)).payload).toMatchObject({ role: 'USER', sub: user.id });
  });
}
