export interface ServerEntryPoint {
  /** `gateway` or a service's folder name under services/. */
  name: string;
  /** The absolute path of its src/main.ts. */
  source: string;
}
export const ROOT: string;
export const DIST: string;
export function serverEntryPoints(): ServerEntryPoint[];
/** The source files (relative to the root, `/`-separated) one process is bundled from. */
export function bundledSources(entry: ServerEntryPoint): Promise<string[]>;
/** The third-party packages one process loads from node_modules at run time. */
export function bundleExternals(entry: ServerEntryPoint): Promise<string[]>;
/** Builds dist/; returns the names of the processes built. */
export function buildServer(options?: { logLevel?: string }): Promise<string[]>;
/** True when dist/ is missing or older than a source file it was built from. */
export function serverBuildIsStale(): boolean;
/** Builds dist/ unless it is up to date; true when it built. */
export function buildServerIfStale(): Promise<boolean>;
/** The arguments after `node` that run one process (`gateway`, `orders`, …) from dist/. */
export function bundledProcessArguments(name: string): string[];
