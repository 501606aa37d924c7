import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { openSmsSender } from './open-sms-sender';
import { startFakeSmsProvider, type FakeSmsProvider } from './testing/fake-sms-provider';

const root = await mkdtemp(join(tmpdir(), 'open-sms-'));
const message = { to: '0788000600', text: 'Murakoze' };

describe('openSmsSender', () => {
  let pindo: FakeSmsProvider;
  let africasTalking: FakeSmsProvider;
  beforeAll(async () => {
    [pindo, africasTalking] = await Promise.all([startFakeSmsProvider('pindo'), startFakeSmsProvider('africastalking')]);
  });
  afterAll(async () => {
    await Promise.all([pindo.close(), africasTalking.close()]);
    await rm(root, { recursive: true, force: true });
  });

  const pindoSettings = () => ({ PINDO_API_TOKEN: 'token', PINDO_API_URL: pindo.url });
  const africasTalkingSettings = () => ({ AFRICASTALKING_USERNAME: 'devshop', AFRICASTALKING_API_KEY: 'key', AFRICASTALKING_API_URL: africasTalking.url });

  it('writes to DATA_DIR/sms-outbox when no provider is configured, from SMS_SENDER_ID', async () => {
    const dataDir = join(root, 'data');
    const sms = await openSmsSender(loadConfig({ DATA_DIR: dataDir, SMS_SENDER_ID: 'Kigali Shop' }));
    await expect(sms.send(message)).resolves.toMatchObject({ provider: 'outbox' });
    expect(await readdir(join(dataDir, 'sms-outbox'))).toHaveLength(1);
  });

  it("sends through Pindo, or Africa's Talking, whichever is configured", async () => {
    const viaPindo = await openSmsSender(loadConfig({ DATA_DIR: root, ...pindoSettings() }));
    await expect(viaPindo.send(message)).resolves.toMatchObject({ provider: 'pindo' });
    expect(pindo.arrivals.at(-1)).toMatchObject({ to: '+250788000600', sender: 'DevShop' });
    const viaAfricasTalking = await openSmsSender(loadConfig({ DATA_DIR: root, ...africasTalkingSettings() }));
    await expect(viaAfricasTalking.send(message)).resolves.toMatchObject({ provider: 'africastalking' });
  });

  it("falls back to Africa's Talking when Pindo refuses, with both configured", async () => {
    const sms = await openSmsSender(loadConfig({ DATA_DIR: root, ...pindoSettings(), ...africasTalkingSettings() }));
    pindo.answerNext('invalid-number');
    const before = africasTalking.arrivals.length;
    await expect(sms.send(message)).resolves.toMatchObject({ provider: 'africastalking' });
    expect(africasTalking.arrivals.length).toBe(before + 1);
  });

  it('refuses a sender id longer than 11 characters or without a letter, at start', () => {
    expect(() => loadConfig({ DATA_DIR: root, SMS_SENDER_ID: 'DevShopRwanda' })).toThrow(/SMS_SENDER_ID/);
    expect(() => loadConfig({ DATA_DIR: root, SMS_SENDER_ID: '12345' })).toThrow(/SMS_SENDER_ID/);
  });
});
