// The ReviewerDirectory contract, run on the adapter over identity in this process and over
// GrpcIdentityApi against identity's real gRPC server. Over gRPC the call carries the signed-in
// reviewer's access token (and the catalog process's service token), as when a review comes in
// through the gateway.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityService, type IdentityApi } from '@shop/identity';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { identityGrpcService } from '@shop/identity/grpc-server';
import { identityBothWays, type IdentityForTest } from '@shop/platform/contracts';
import type { ReviewerDirectory } from '../../core/ports/reviewer-directory.port';
import { IdentityReviewerDirectory } from './identity-reviewer-directory';

describe.each(identityBothWays('catalog', { createIdentityService, identityGrpcService, GrpcIdentityApi }))('ReviewerDirectory: identity %s', (_way, start) => {
  let identity: IdentityForTest<IdentityApi>;
  let directory: ReviewerDirectory;
  beforeEach(async () => {
    identity = await start();
    directory = new IdentityReviewerDirectory(identity.reached);
  });
  afterEach(() => identity.close());

  it("names a reviewer with the account's names, username, avatar and e-mail", async () => {
    const { user, asThem } = await identity.signUp('Grace', 'Mutesi');
    const profile = await asThem(() => directory.reviewer(user.id));
    expect(profile).toEqual({ firstName: 'Grace', lastName: 'Mutesi', username: user.username, avatar: user.avatar, email: 'grace@example.rw' });
  });

  it('answers not_found for a user identity does not know', async () => {
    const { asThem } = await identity.signUp('Eric', 'Mugisha');
    await expect(asThem(() => directory.reviewer('f'.repeat(24)))).rejects.toMatchObject({ kind: 'not_found' });
  });
});
