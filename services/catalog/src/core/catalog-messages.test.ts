import { describe, expect, it } from 'vitest';
import { onlyLeftMessage, outOfStockMessage, unavailableMessage } from './catalog-messages';

describe('stock messages shown at checkout', () => {
  it('name the product and what is wrong with it', () => {
    expect(outOfStockMessage('Keychron K2')).toBe('Keychron K2 is out of stock');
    expect(onlyLeftMessage('Keychron K2', 2)).toBe('Only 2 left of Keychron K2');
    expect(unavailableMessage('Keychron K2')).toBe('Keychron K2 is no longer available');
  });
});
