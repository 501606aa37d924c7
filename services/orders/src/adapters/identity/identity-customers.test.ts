// The Customers contract, run on the adapter over identity in this process and over
// GrpcIdentityApi against identity's real gRPC server. Over gRPC the call carries the shopper's
// access token (and the orders process's service token), as when an order comes in through the gateway.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityService, type IdentityApi } from '@shop/identity';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { identityGrpcService } from '@shop/identity/grpc-server';
import { identityBothWays, type IdentityForTest } from '@shop/platform/contracts';
import type { Customers } from '../../core/ports/customers.port';
import { IdentityCustomers } from './identity-customers';

describe.each(identityBothWays('orders', { createIdentityService, identityGrpcService, GrpcIdentityApi }))('Customers: identity %s', (_way, start) => {
  let identity: IdentityForTest<IdentityApi>;
  let customers: Customers;
  beforeEach(async () => {
    identity = await start();
    customers = new IdentityCustomers(identity.reached);
  });
  afterEach(() => identity.close());

  it("gives the account's names and e-mail", async () => {
    const { user, asThem } = await identity.signUp('Aline', 'Uwase');
    expect(await asThem(() => customers.details(user.id))).toEqual({ firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' });
  });

  it('follows a change of names in the profile', async () => {
    const { user, asThem } = await identity.signUp('Eric', 'Mugisha');
    await identity.service.updateProfile(user.id, { firstName: 'Erick' });
    expect(await asThem(() => customers.details(user.id))).toMatchObject({ firstName: 'Erick', lastName: 'Mugisha' });
  });

  it('answers not_found for a user identity does not know', async () => {
    const { asThem } = await identity.signUp('Diane', 'Umutoni');
    await expect(asThem(() => customers.details('f'.repeat(24)))).rejects.toMatchObject({ kind: 'not_found' });
  });
});
