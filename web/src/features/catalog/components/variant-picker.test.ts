import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sample-product';
import type { ProductVariant } from '../types';
import { VariantPicker } from './variant-picker';

function variant(options: string[], available: number): ProductVariant {
  return {
    _id: `v-${options.join('-')}`,
    sku: options.join('-'),
    options,
    label: options.join(' / '),
    price: 12_000,
    stock: { quantity: available, reserved: 0, available, lowStockThreshold: 3 },
  };
}

const tee = sampleProduct({
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Black', 'Heather'] },
  ],
  variants: [variant(['S', 'Black'], 2), variant(['M', 'Black'], 0), variant(['M', 'Heather'], 1)],
});

/** Each radio as [value, checked, disabled]. */
const radios = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => [
    input.match(/value="([^"]*)"/)?.[1],
    input.includes('checked=""'),
    input.includes('disabled=""'),
  ]);

const render = (choice: (string | undefined)[]) =>
  renderToStaticMarkup(createElement(VariantPicker, { product: tee, choice, onChoose: () => undefined }));

describe('the option pickers', () => {
  it('are one named radio group per option, with the values no variant in stock has disabled', () => {
    const html = render(['S', undefined]);
    expect(html.match(/role="radiogroup"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-labelledby="([^"]+)"[^]*id="\1">Size</);
    expect(radios(html)).toEqual([
      ['S', true, false],
      ['M', false, false],
      ['Black', false, false],
      ['Heather', false, true],
    ]);
  });

  it('paint a colour it knows as a swatch named by its value, and write one it does not', () => {
    const html = render([undefined, undefined]);
    expect(html).toMatch(/style="--swatch:#111111"><span class="visually-hidden">Black<\/span>/);
    expect(html).toContain('<span class="option-face">Heather</span>');
  });
});
