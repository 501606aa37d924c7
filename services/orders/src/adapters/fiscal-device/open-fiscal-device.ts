// The fiscal device chosen by configuration, for both composition roots (the orders process and
// the gateway's in-process services): RRA's VSDC at EBM_BASE_URL, else the built-in VSDC
// emulator on loopback, keeping its counters under DATA_DIR so a restart continues them.
import { join } from 'node:path';
import type { Config, Logger } from '@shop/platform';
import type { FiscalDevice } from '../../core/ports/fiscal-device.port';
import { VsdcEmulator } from '../vsdc-emulator/vsdc-emulator';
import { VsdcFiscalDevice } from '../vsdc/vsdc-fiscal-device';

export interface FiscalDeviceSettings {
  /** EBM_BASE_URL; absent: the emulator. */
  baseUrl?: string;
  tin: string;
  bhfId: string;
  deviceSerial: string;
  /** Where the emulator keeps its state; in memory only when absent (tests). */
  emulatorStatePath?: string;
  /** NODE_ENV=production: an emulator there is a warning at every start. */
  production?: boolean;
  /** Per VSDC call. Default 10 s. */
  timeoutMs?: number;
}

export interface OpenedFiscalDevice {
  device: FiscalDevice;
  /** The emulator, when EBM_BASE_URL is not set. */
  emulator?: VsdcEmulator;
  /** Stops the emulator. Call after the orders service's stop: its sender may still be asking. */
  close(): Promise<void>;
}

export function fiscalDeviceSettingsFrom(config: Config): FiscalDeviceSettings {
  return {
    baseUrl: config.EBM_BASE_URL,
    tin: config.EBM_TIN,
    bhfId: config.EBM_BRANCH_ID,
    deviceSerial: config.EBM_DEVICE_SERIAL,
    emulatorStatePath: join(config.DATA_DIR, 'vsdc-emulator.json'),
    production: config.NODE_ENV === 'production',
  };
}

export async function openFiscalDevice(settings: FiscalDeviceSettings, deps: { logger: Logger }): Promise<OpenedFiscalDevice> {
  const { tin, bhfId, deviceSerial, timeoutMs } = settings;
  const emulator = settings.baseUrl ? undefined : await VsdcEmulator.start({ tin, bhfId, statePath: settings.emulatorStatePath });
  const baseUrl = settings.baseUrl ?? emulator!.url;
  const device = new VsdcFiscalDevice({ baseUrl, tin, bhfId, deviceSerial, timeoutMs, logger: deps.logger });
  const chosen = { ebm: settings.baseUrl ? `VSDC ${settings.baseUrl}` : `emulator ${baseUrl}`, branch: device.branch };
  deps.logger.info(chosen, 'fiscal device chosen');
  if (settings.production && emulator) {
    deps.logger.warn(chosen, 'EBM_BASE_URL is not set in production: receipts are signed by the built-in VSDC emulator, not by RRA');
  }
  return { device, emulator, close: async () => emulator?.close() };
}
