// What each process of the distributed shop needs, read from the code itself (never a list
// kept by hand): the settings it reads, the services it calls over gRPC, the stores it opens.
// A process's code is what esbuild bundles from its src/main.ts (scripts/build-server.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSchema, SERVICE_GRPC_PORTS, type ServiceName } from '@shop/platform';
import { ROOT, bundledSources, serverEntryPoints, type ServerEntryPoint } from '../build-server.mjs';

export interface ProcessCode {
  name: string;
  /** The gRPC port a service listens on by default; 8080 (HTTP) for the gateway. */
  port: number;
  /** Every environment variable its code reads: config schema keys it names, and env.X reads. */
  settings: Set<string>;
  /** The services it builds a gRPC client of. */
  callees: Set<string>;
  /** The stores it opens: documents (MongoDB), cache (Redis), events (RabbitMQ). */
  stores: Set<'documents' | 'cache' | 'events'>;
}

/** Every variable of the config schema (platform/src/config/config.schema.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.in.shape);

const SCHEMA_FILE = 'platform/src/config/config.schema.ts';
const GRPC_CLIENT = /createGrpcClient\(\s*(\w+)Pb\.\w+Client/g;
// process.env.X, and env.X where a settings reader takes the environment as an argument.
const ENV_READ = /\benv(?:\.([A-Z_][A-Z0-9_]*)|\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\])/g;
// `${service.toUpperCase()}_GRPC_URL`: the gateway names every service's URL variable by pattern.
const GRPC_URL_BY_PATTERN = /\}_GRPC_URL`/;

function read(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

/**
 * The gateway's bundle also holds every service, for the one-process topology; deployed, it
 * reaches them over gRPC and runs none of their code, so its settings come from gateway/ and
 * the shared packages only.
 */
function ownSources(entry: ServerEntryPoint, sources: string[]): string[] {
  return sources.filter((file) => file !== SCHEMA_FILE && !(entry.name === 'gateway' && file.startsWith('services/')));
}

function settingsIn(texts: string[]): Set<string> {
  const settings = new Set<string>();
  for (const text of texts) {
    for (const name of CONFIG_VARIABLES) if (new RegExp(`\\b${name}\\b`).test(text)) settings.add(name);
    for (const match of text.matchAll(ENV_READ)) settings.add((match[1] ?? match[2])!);
    if (GRPC_URL_BY_PATTERN.test(text)) for (const name of CONFIG_VARIABLES) if (name.endsWith('_GRPC_URL')) settings.add(name);
  }
  return settings;
}

function storesOf(entry: ServerEntryPoint): ProcessCode['stores'] {
  // The deployed gateway keeps no documents; it follows product events into Redis (hot reads).
  if (entry.name === 'gateway') return new Set(['cache', 'events']);
  const index = read(`services/${entry.name}/src/index.ts`);
  const declared = /SERVICE_DEPENDENCIES[^=]*=\s*\{([^}]*)\}/.exec(index)?.[1];
  if (!declared) throw new Error(`services/${entry.name}/src/index.ts declares no SERVICE_DEPENDENCIES`);
  return new Set((['documents', 'cache', 'events'] as const).filter((store) => new RegExp(`${store}:\\s*true`).test(declared)));
}

function portOf(entry: ServerEntryPoint): number {
  if (entry.name === 'gateway') return 8080;
  const port = SERVICE_GRPC_PORTS[entry.name as ServiceName];
  if (!port) throw new Error(`${entry.name} has no gRPC port in SERVICE_GRPC_PORTS`);
  return port;
}

export async function readProcessCode(): Promise<ProcessCode[]> {
  const processes: ProcessCode[] = [];
  for (const entry of serverEntryPoints()) {
    const sources = await bundledSources(entry);
    // Every gRPC client in its bundle: the gateway's are the services' own client adapters.
    const callees = new Set(sources.flatMap((file) => [...read(file).matchAll(GRPC_CLIENT)].map((match) => match[1]!)));
    callees.delete(entry.name);
    const settings = settingsIn(ownSources(entry, sources).map(read));
    processes.push({ name: entry.name, port: portOf(entry), settings, callees, stores: storesOf(entry) });
  }
  return processes;
}
