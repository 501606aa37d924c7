// What `npm ci` installs is fixed by the lockfile, and code that runs at install time is
// reviewed: a new package with an install script, or a new version of a reviewed one, fails
// here until someone has read its script and recorded the version below (SECURITY.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

interface LockedPackage {
  version?: string;
  integrity?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

/** Packages whose install scripts were read, at the version that was read. */
const REVIEWED_INSTALL_SCRIPTS: Record<string, { version: string; runs: boolean }> = {
  'better-sqlite3': { version: '12.11.1', runs: true }, // node-gyp rebuild of its bundled SQLite
  esbuild: { version: '0.28.2', runs: true }, // checks that npm installed its platform binary
  protobufjs: { version: '7.6.6', runs: true }, // warns about dependents' version ranges
  'cpu-features': { version: '0.0.10', runs: false }, // optional native build for ssh2 (testcontainers)
  ssh2: { version: '1.17.0', runs: false }, // optional crypto binding; the JS fallback serves
  'unrs-resolver': { version: '1.12.2', runs: false }, // its prebuilt binary is an optional dependency
  '@scarf/scarf': { version: '1.4.0', runs: false }, // download analytics for Spectral (the OpenAPI lint): reports to the network
};

const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
const allowScripts = readJson('package.json').allowScripts as Record<string, boolean>;
const installed = Object.entries(lock.packages).filter(([path, entry]) => path.includes('node_modules/') && !entry.link);
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('supply chain: what npm ci installs and runs', () => {
  it('locks every installed package to a sha512 digest', () => {
    const unlocked = installed.filter(([, entry]) => !entry.integrity?.startsWith('sha512-')).map(([path]) => path);
    expect(unlocked).toEqual([]);
  });

  it('runs install scripts only of packages reviewed at the version the lockfile holds', () => {
    const withScripts = installed
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path, entry]) => ({ name: nameOf(path), version: entry.version }));
    const unreviewed = withScripts.filter(({ name, version }) => REVIEWED_INSTALL_SCRIPTS[name]?.version !== version);
    expect(unreviewed).toEqual([]);
  });

  it('has npm allow exactly the reviewed scripts that must run, and deny the others by name', () => {
    const decisions = Object.fromEntries(Object.entries(REVIEWED_INSTALL_SCRIPTS).map(([name, { runs }]) => [name, runs]));
    expect(allowScripts).toEqual(decisions);
  });
});
