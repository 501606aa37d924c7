import { SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentItemCodeSequence } from './document-item-code-sequence';

describe('the item-code numbers in the documents store', () => {
  const documents = new SqliteDocumentStore({});
  afterEach(async () => {
    await documents.collection('catalog_counters').deleteMany({});
  });

  it('start at 1 and go up by one, across instances of the store', async () => {
    const sequence = new DocumentItemCodeSequence(documents);
    await sequence.ensureIndexes();
    expect([await sequence.next(), await sequence.next()]).toEqual([1, 2]);
    expect(await new DocumentItemCodeSequence(documents).next()).toBe(3);
  });

  it('never give the same number twice, however many ask at once', async () => {
    const sequence = new DocumentItemCodeSequence(documents);
    const numbers = await Promise.all(Array.from({ length: 50 }, () => sequence.next()));
    expect(new Set(numbers).size).toBe(50);
    expect(Math.max(...numbers)).toBe(50);
  });
});
