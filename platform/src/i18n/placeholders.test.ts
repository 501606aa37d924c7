import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './placeholders';

describe('the values a message reads', () => {
  it('are its placeholders and plural arguments, with those of the branches, each once and sorted', () => {
    expect(placeholdersOf('Order {orderNumber}: {count, plural, one {# item for {name}} other {# items for {name}}}')).toEqual(['count', 'name', 'orderNumber']);
    expect(placeholdersOf('No values here.')).toEqual([]);
  });

  it('leave out a placeholder an apostrophe quoted into text', () => {
    expect(placeholdersOf("Tapez '{code}' puis {amount}")).toEqual(['amount']);
  });
});
