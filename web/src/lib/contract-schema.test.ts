import { describe, expect, it } from 'vitest';
import { contractSchema, contractSchemaUnder } from './contract-schema';

describe('contract schemas', () => {
  it('loads a response schema of @shop/contracts by name', async () => {
    const schema = await contractSchema('facetsSchema')();
    expect(schema.parse([{ name: 'keyboards', count: 3, extra: 1 }])).toEqual([{ name: 'keyboards', count: 3 }]);
    expect(() => schema.parse([{ name: 'keyboards' }])).toThrow();
  });

  it('checks a value the gateway wraps under a key', async () => {
    const schema = await contractSchemaUnder('brands', 'facetsSchema')();
    expect(schema.parse({ brands: [{ name: 'Keychron', count: 2 }] })).toEqual({ brands: [{ name: 'Keychron', count: 2 }] });
    expect(() => schema.parse({ categories: [] })).toThrow();
    expect(() => schema.parse(null)).toThrow();
  });
});
