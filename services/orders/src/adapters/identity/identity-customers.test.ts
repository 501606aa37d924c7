// The Customers contract, run on the adapter over identity in this process and over
// GrpcIdentityApi against identity's real gRPC server. Over gRPC the call carries the shopper's
// access token (and the orders process's service token), as when an order comes in through the gateway.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityService, type IdentityApi } from '@shop/identity';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { identityGrpcService } from '@shop/identity/grpc-server';
import { createLogger, NedbDocumentStore, runWithRequestContext } from '@shop/platform';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import type { Customers } from '../../core/ports/customers.port';
import { IdentityCustomers } from './identity-customers';

interface Harness {
  identity: IdentityApi;
  customers: Customers;
  /** Runs a lookup on behalf of the signed-in user (over gRPC their access token travels with it). */
  asUser<T>(userId: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const logger = createLogger({ service: 'customers-test', level: 'silent' });

async function startIdentity(): Promise<{ identity: IdentityApi; close(): Promise<void> }> {
  const keyDirectory = await mkdtemp(join(tmpdir(), 'customers-'));
  const documents = new NedbDocumentStore({});
  const identity = await createIdentityService({ documents, logger, settings: { demoAccounts: false, keyDirectory, passwordHashCost: 2 ** 10 } });
  return {
    identity,
    close: async () => {
      await documents.close();
      await rm(keyDirectory, { recursive: true, force: true });
    },
  };
}

function customersContract(name: string, make: () => Promise<Harness>) {
  describe(`Customers: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(() => h.close());

    /** A signed-up shopper, and a lookup made on their behalf (their token in the request context). */
    async function shopper(firstName: string, lastName: string) {
      const session = await h.identity.register({ email: `${firstName.toLowerCase()}@example.rw`, password: 'long-enough-1', firstName, lastName });
      const asThem = <T>(work: () => Promise<T>) => h.asUser(session.user.id, work);
      return { user: session.user, asThem };
    }

    it("gives the account's names and e-mail", async () => {
      const { user, asThem } = await shopper('Aline', 'Uwase');
      expect(await asThem(() => h.customers.details(user.id))).toEqual({ firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' });
    });

    it('follows a change of names in the profile', async () => {
      const { user, asThem } = await shopper('Eric', 'Mugisha');
      await h.identity.updateProfile(user.id, { firstName: 'Erick' });
      expect(await asThem(() => h.customers.details(user.id))).toMatchObject({ firstName: 'Erick', lastName: 'Mugisha' });
    });

    it('answers not_found for a user identity does not know', async () => {
      const { asThem } = await shopper('Diane', 'Umutoni');
      await expect(asThem(() => h.customers.details('f'.repeat(24)))).rejects.toMatchObject({ kind: 'not_found' });
    });
  });
}

customersContract('identity in process', async () => {
  const started = await startIdentity();
  return { identity: started.identity, customers: new IdentityCustomers(started.identity), asUser: (_userId, work) => work(), close: started.close };
});

customersContract('identity over gRPC', async () => {
  const started = await startIdentity();
  const callers = await createTestCallers();
  const server = await startGrpcServer({
    port: 0,
    host: '127.0.0.1',
    services: [identityGrpcService(started.identity)],
    logger,
    serviceName: 'identity',
    identity: callers.identity('identity'),
  });
  const client = new GrpcIdentityApi(`127.0.0.1:${server.port}`, { identity: callers.identity('orders') });
  return {
    identity: started.identity,
    asUser: async (userId, work) => runWithRequestContext({ requestId: `as-${userId}`, callerToken: await callers.userToken({ userId }) }, work),
    customers: new IdentityCustomers(client),
    close: async () => {
      client.close();
      await server.stop({ graceMs: 100 });
      await started.close();
    },
  };
});
