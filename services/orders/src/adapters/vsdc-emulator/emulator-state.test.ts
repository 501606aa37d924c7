import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState, newState, saveState } from './emulator-state';

const IDENTITY = { tin: '999991130', bhfId: '00', sdcId: 'SDC010000001', mrcNo: 'WIS01000001' };

describe('the emulator’s state file', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'vsdc-state-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('starts empty when there is no file, with a signing secret of its own', async () => {
    const state = await loadState(join(folder, 'none.json'), IDENTITY);
    expect(state).toMatchObject({ ...IDENTITY, lastInvcNo: 0, totRcptNo: 0, receiptCounters: { S: 0, R: 0 }, sales: [], items: {} });
    expect(state.secret).not.toBe(newState(IDENTITY).secret);
  });

  it('reads back what it wrote, leaving no temporary file behind', async () => {
    const path = join(folder, 'nested', 'vsdc.json');
    const state = newState(IDENTITY);
    state.lastInvcNo = 4;
    state.totRcptNo = 4;
    await saveState(path, state);
    expect(await loadState(path, IDENTITY)).toEqual(state);
    expect(await readdir(join(folder, 'nested'))).toEqual(['vsdc.json']);
  });

  it('refuses the file of another branch rather than continue its counters', async () => {
    const path = join(folder, 'vsdc.json');
    await saveState(path, newState({ ...IDENTITY, bhfId: '01' }));
    await expect(loadState(path, IDENTITY)).rejects.toThrow(/999991130-01/);
    await writeFile(path, JSON.stringify({ version: 9 }));
    await expect(loadState(path, IDENTITY)).rejects.toThrow(/not a VSDC emulator state/);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ version: 9 });
  });
});
