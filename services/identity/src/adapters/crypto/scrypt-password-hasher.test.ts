import { describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher({ cost: 2 ** 10 });

  it('verifies the right password and not a wrong one', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hasher.verify('correct horse battery', hash)).toBe(true);
    expect(await hasher.verify('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('verifies with the parameters stored in the hash', async () => {
    const old = await new ScryptPasswordHasher({ cost: 2 ** 11, blockSize: 4 }).hash('pw-12345678');
    expect(await hasher.verify('pw-12345678', old)).toBe(true);
  });

  it('reads a malformed or hostile hash as a mismatch', async () => {
    for (const hash of ['', 'bcrypt$x', 'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', 'scrypt$4194304$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5']) {
      expect(await hasher.verify('anything', hash)).toBe(false);
    }
  });

  it('refuses parameters scrypt cannot use', () => {
    expect(() => new ScryptPasswordHasher({ cost: 1000 })).toThrow(RangeError);
  });
});
