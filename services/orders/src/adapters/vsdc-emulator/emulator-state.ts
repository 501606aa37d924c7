// What the emulated VSDC remembers, and its file: written whole to a temporary file and renamed
// over the old one, so a crash mid-write leaves the previous state, never half of one.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { makePrivateDir, PRIVATE_FILE_MODE } from '@shop/platform';
import { dirname } from 'node:path';
import type { VsdcReceiptData } from '../vsdc/vsdc-api';
import type { CheckedItem } from './item-checks';
import type { CheckedSale } from './sale-checks';

export type EmulatedItem = CheckedItem;

export interface EmulatedSale extends CheckedSale {
  receipt: VsdcReceiptData;
  /** The body as the VSDC received it. */
  request: Record<string, unknown>;
}

export interface EmulatorState {
  version: 1;
  tin: string;
  bhfId: string;
  sdcId: string;
  mrcNo: string;
  /** Signs receipts; kept so a restarted emulator signs as before. */
  secret: string;
  /** The serial of the device initialised on this branch, once one is. */
  deviceSerial: string | null;
  lastInvcNo: number;
  receiptCounters: { S: number; R: number };
  totRcptNo: number;
  items: Record<string, EmulatedItem>;
  sales: EmulatedSale[];
}

export interface StateIdentity {
  tin: string;
  bhfId: string;
  sdcId: string;
  mrcNo: string;
}

export function newState(identity: StateIdentity): EmulatorState {
  return {
    version: 1,
    ...identity,
    secret: randomBytes(32).toString('hex'),
    deviceSerial: null,
    lastInvcNo: 0,
    receiptCounters: { S: 0, R: 0 },
    totRcptNo: 0,
    items: {},
    sales: [],
  };
}

/** The state kept at `path`, or a new one when there is no file yet. */
export async function loadState(path: string, identity: StateIdentity): Promise<EmulatorState> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return newState(identity);
    throw error;
  }
  const state = JSON.parse(text) as EmulatorState;
  if (state.version !== 1) throw new Error(`${path}: not a VSDC emulator state`);
  if (state.tin !== identity.tin || state.bhfId !== identity.bhfId) {
    throw new Error(`${path} belongs to branch ${state.tin}-${state.bhfId}, not ${identity.tin}-${identity.bhfId}`);
  }
  return state;
}

export async function saveState(path: string, state: EmulatorState): Promise<void> {
  // It holds the key the emulator signs receipts with: the owner's alone, as all of DATA_DIR.
  await makePrivateDir(dirname(path));
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state), { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
  await rename(temporary, path);
}
