import { createLogger } from '@shop/platform';
import { openFiscalDevice, type OpenedFiscalDevice } from '../adapters/fiscal-device/open-fiscal-device';

/** The test taxpayer: the emulator accepts this TIN and branch. */
export const TEST_TIN = '999000001';
export const TEST_BRANCH_ID = '00';

/** The VSDC emulator in memory, spoken to over HTTP by the real VSDC adapter, with short time-outs. */
export async function openTestFiscalDevice(options: { timeoutMs?: number } = {}): Promise<OpenedFiscalDevice & { emulator: NonNullable<OpenedFiscalDevice['emulator']> }> {
  const opened = await openFiscalDevice(
    { tin: TEST_TIN, bhfId: TEST_BRANCH_ID, deviceSerial: 'test-vsdc', timeoutMs: options.timeoutMs ?? 1_000 },
    { logger: createLogger({ service: 'vsdc-test', level: 'silent' }) },
  );
  if (!opened.emulator) throw new Error('the test fiscal device runs on the emulator');
  return { ...opened, emulator: opened.emulator };
}
