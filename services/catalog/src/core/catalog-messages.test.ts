import { describe, expect, it } from 'vitest';
import { belowReservedMessage, onlyLeftMessage, outOfStockMessage, unavailableMessage } from './catalog-messages';

describe('stock messages shown at checkout', () => {
  it('name the product and what is wrong with it', () => {
    expect(outOfStockMessage('Keychron K2')).toBe('Keychron K2 is out of stock');
    expect(onlyLeftMessage('Keychron K2', 2)).toBe('Only 2 left of Keychron K2');
    expect(unavailableMessage('Keychron K2')).toBe('Keychron K2 is no longer available');
  });
});

describe('the stock message shown to an admin', () => {
  it('names the units open orders hold, one or more', () => {
    expect(belowReservedMessage(1)).toBe('1 unit is reserved by open orders: stock cannot be set below 1');
    expect(belowReservedMessage(2)).toBe('2 units are reserved by open orders: stock cannot be set below 2');
  });
});
