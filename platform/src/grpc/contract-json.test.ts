import { smsSettingsSchema } from '@shop/contracts';
import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { fromContractJson, toContractJson } from './contract-json';

const settings = { numbers: [{ number: '+250788123456', updates: true }] };

describe('a contract value over gRPC as JSON', () => {
  it('arrives as it left, checked against its contract', () => {
    expect(fromContractJson(smsSettingsSchema, toContractJson(settings), 'The SMS settings', 'answer')).toEqual(settings);
  });

  it('refuses a request that breaks its contract as the caller’s fault (invalid)', () => {
    for (const json of ['{"numbers":[{"number":1}]}', 'not json']) {
      const refusal = (() => {
        try {
          return fromContractJson(smsSettingsSchema, { json }, 'An SMS setting', 'request');
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).kind).toBe('invalid');
      expect((refusal as AppError).message).toMatch(/^An SMS setting (is not JSON|does not match its contract)/);
    }
  });

  it('fails on an answer that breaks its contract as the server’s fault, not the caller’s', () => {
    expect(() => fromContractJson(smsSettingsSchema, { json: '{"numbers":"none"}' }, 'The SMS settings', 'answer')).toThrow(/^The SMS settings does not match its contract/);
    expect(() => fromContractJson(smsSettingsSchema, { json: '{"numbers":"none"}' }, 'The SMS settings', 'answer')).not.toThrow(AppError);
  });
});
