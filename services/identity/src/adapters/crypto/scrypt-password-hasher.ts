import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../core/ports/password-hasher.port';

export interface ScryptParameters {
  /** CPU/memory cost N, a power of two. Default 2^15. */
  cost?: number;
  /** Block size r. Default 8. */
  blockSize?: number;
  /** Parallelisation p. Default 1. */
  parallelization?: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

/** Hashes as `scrypt$N$r$p$salt$hash` (base64url), so parameters can change without breaking old hashes. */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly cost: number;
  private readonly blockSize: number;
  private readonly parallelization: number;

  constructor(parameters: ScryptParameters = {}) {
    this.cost = parameters.cost ?? 2 ** 15;
    this.blockSize = parameters.blockSize ?? 8;
    this.parallelization = parameters.parallelization ?? 1;
    if (!validParameters(this.cost, this.blockSize, this.parallelization)) throw new RangeError('Invalid scrypt parameters');
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, this.cost, this.blockSize, this.parallelization);
    return [PREFIX, this.cost, this.blockSize, this.parallelization, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, encoded: string): Promise<boolean> {
    const parsed = parse(encoded);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.key.length, parsed.cost, parsed.blockSize, parsed.parallelization);
    return timingSafeEqual(key, parsed.key);
  }
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelization: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): ParsedHash | null {
  const parts = typeof encoded === 'string' ? encoded.split('$') : [];
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [cost, blockSize, parallelization] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!validParameters(cost, blockSize, parallelization)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return null;
  return { cost, blockSize, parallelization, salt, key };
}

function validParameters(cost: number, blockSize: number, parallelization: number): boolean {
  const powerOfTwo = Number.isInteger(cost) && cost >= 2 && (cost & (cost - 1)) === 0;
  return (
    powerOfTwo &&
    cost <= 2 ** 20 &&
    Number.isInteger(blockSize) &&
    blockSize >= 1 &&
    blockSize <= 32 &&
    Number.isInteger(parallelization) &&
    parallelization >= 1 &&
    parallelization <= 16
  );
}

function derive(password: string, salt: Buffer, length: number, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; the default cap (32 MiB) is too small for N = 2^15, r = 8.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
