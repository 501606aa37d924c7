import { getContainerRuntimeClient } from 'testcontainers';

/**
 * Test support: where the Mongo contract finds a server. `MONGO_URL` wins; otherwise a
 * throwaway container when testcontainers finds a Docker engine; otherwise a reason to skip.
 * Only the integration test imports this, so the adapter never loads testcontainers.
 */
export type MongoTestServer =
  | { kind: 'url'; url: string }
  | { kind: 'docker' }
  | { kind: 'none'; reason: string };

const ENGINE_PROBE_MS = 5_000;

export async function findMongoTestServer(): Promise<MongoTestServer> {
  const url = process.env.MONGO_URL;
  if (url) return { kind: 'url', url };
  return (await hasDockerEngine()) ? { kind: 'docker' } : { kind: 'none', reason: 'no MONGO_URL and no Docker engine' };
}

/** Fails fast and quietly: without an engine testcontainers rejects at once; a stuck socket times out. */
async function hasDockerEngine(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ENGINE_PROBE_MS);
    timer.unref();
  });
  try {
    return await Promise.race([getContainerRuntimeClient().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts MongoDB in a container; the returned URL connects directly to its single-node replica set. */
export async function startMongoContainer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer('mongo:7').start();
  const base = container.getConnectionString();
  return {
    // The container's replica set advertises an in-container host name; connect to the mapped port as is.
    url: `${base}${base.includes('?') ? '&' : '/?'}directConnection=true`,
    stop: async () => {
      await container.stop();
    },
  };
}
