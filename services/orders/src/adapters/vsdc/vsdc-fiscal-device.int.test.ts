import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fiscalDeviceContract } from '../../testing/contract/fiscal-device.contract';
import { VsdcEmulator } from '../vsdc-emulator/vsdc-emulator';
import { VsdcFiscalDevice } from './vsdc-fiscal-device';

const CLIENT_TIMEOUT_MS = 300;

fiscalDeviceContract('VsdcFiscalDevice against the VSDC emulator over HTTP', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'vsdc-emulator-'));
  const branch = { tin: '999991130', bhfId: '00' };
  const emulator = await VsdcEmulator.start({ ...branch, statePath: join(folder, 'vsdc-state.json') });
  const device = new VsdcFiscalDevice({ baseUrl: emulator.url, ...branch, deviceSerial: 'dvc-shop-01', timeoutMs: CLIENT_TIMEOUT_MS });
  return {
    device,
    emulator,
    clientTimeoutMs: CLIENT_TIMEOUT_MS,
    close: async () => {
      await emulator.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
});
