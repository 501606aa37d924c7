import { describe, expect, it } from 'vitest';
import { chatReplyFor } from './chat-replies';

describe('chat assistant replies', () => {
  it('recommends products of the category the shopper names', () => {
    expect(chatReplyFor('I need a new keyboard').recommend).toEqual({ category: 'keyboards', label: 'keyboards' });
    expect(chatReplyFor('Any wireless MICE?').recommend?.category).toBe('mice');
    expect(chatReplyFor('good headphones for calls').recommend?.category).toBe('audio');
    expect(chatReplyFor('a 27 inch monitor').recommend?.category).toBe('monitors');
    expect(chatReplyFor('usb-c hub').recommend?.category).toBe('accessories');
    expect(chatReplyFor('smartwatch').recommend?.category).toBe('watches');
    expect(chatReplyFor('keyboard').text).toMatch(/keyboards from our catalogue priced 15,000.RWF to 95,000.RWF/);
  });

  it('answers questions about delivery, payment, warranty and returns without products', () => {
    expect(chatReplyFor('how long is delivery?').text).toMatch(/3-4 business days/);
    expect(chatReplyFor('can I pay with momo').text).toMatch(/mobile money/);
    expect(chatReplyFor('warranty?').text).toMatch(/2-year warranty/);
    expect(chatReplyFor('return policy').text).toMatch(/30 days/);
    expect(chatReplyFor('delivery').recommend).toBeUndefined();
  });

  it('greets, thanks, suggests in general and falls back', () => {
    expect(chatReplyFor('hello').text).toMatch(/^Hello!/);
    expect(chatReplyFor('thanks!').text).toMatch(/welcome/);
    expect(chatReplyFor('what do you recommend?').recommend).toEqual({ label: 'products' });
    expect(chatReplyFor('qwerty zzz').text).toMatch(/I can suggest/);
    expect(chatReplyFor('qwerty zzz').recommend).toBeUndefined();
  });
});
