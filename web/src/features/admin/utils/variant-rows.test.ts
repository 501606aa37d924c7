import { VARIANT_MESSAGES as R } from '@shop/contracts/variants';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES as M } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleHoodie } from '../testing/sample-admin-product';
import { variantMessage } from './variant-messages';
import {
  combinationKey,
  combinationsOf,
  defaultsOf,
  fillColumn,
  GRID_MESSAGES,
  gridOf,
  optionErrorsOf,
  optionsOf,
  rowsOf,
  serverErrorsOf,
  variantsBodyOf,
  withValue,
  type OptionDraft,
  type VariantRow,
} from './variant-rows';

const option = (key: number, name: string, values: string[]): OptionDraft => ({ key, name, values });
const labels = (rows: VariantRow[]) => rows.map((row) => row.values.join(' / '));

describe('combinationsOf', () => {
  it('gives every combination, one value per option, the first option varying slowest', () => {
    expect(combinationsOf([{ values: ['S', 'M'] }, { values: ['Black', 'White'] }, { values: ['US'] }])).toEqual([
      ['S', 'Black', 'US'],
      ['S', 'White', 'US'],
      ['M', 'Black', 'US'],
      ['M', 'White', 'US'],
    ]);
  });

  it('gives none without options, or when an option has no value yet', () => {
    expect(combinationsOf([])).toEqual([]);
    expect(combinationsOf([{ values: ['S'] }, { values: [] }])).toEqual([]);
  });
});

describe('gridOf', () => {
  const hoodie = sampleHoodie();

  it('keeps the row of a combination already there, with its id, SKU, figures and reserved units; new ones take the product price and no units', () => {
    const options = [option(1, 'Size', ['M', 'L', 'XL']), option(2, 'Colour', ['Black'])];
    const grid = gridOf(options, rowsOf(hoodie), defaultsOf(hoodie));
    expect(labels(grid)).toEqual(['M / Black', 'L / Black', 'XL / Black']);
    expect(grid[0]).toMatchObject({ id: hoodie.variants[0]!._id, reserved: 2, price: '35000', quantity: '12' });
    expect(grid[1]).toMatchObject({ id: hoodie.variants[1]!._id, sku: 'HOODIE-L-BLK', price: '38000', quantity: '3', lowStockThreshold: '4' });
    expect(grid[2]).toEqual({ values: ['XL', 'Black'], reserved: 0, sku: '', price: '35000', originalPrice: '', quantity: '0', lowStockThreshold: '', image: '' });
  });

  it('drops combinations the options no longer make, and prefers the row on screen to the stored one', () => {
    const edited = rowsOf(hoodie).map((row) => ({ ...row, quantity: '40' }));
    const grid = gridOf([option(1, 'Size', ['L']), option(2, 'Colour', ['Black'])], [...edited, ...rowsOf(hoodie)], defaultsOf(hoodie));
    expect(labels(grid)).toEqual(['L / Black']);
    expect(grid[0]!.quantity).toBe('40');
  });

  it('matches rows by their values: a new option makes every combination new', () => {
    const grid = gridOf([option(1, 'Size', ['M']), option(2, 'Colour', ['Black']), option(3, 'Fit', ['Slim'])], rowsOf(hoodie), defaultsOf(hoodie));
    expect(grid).toEqual([{ values: ['M', 'Black', 'Slim'], reserved: 0, sku: '', price: '35000', originalPrice: '', quantity: '0', lowStockThreshold: '', image: '' }]);
  });
});

describe('fillColumn', () => {
  it('puts the value in that column of every row and leaves the others', () => {
    const filled = fillColumn(rowsOf(sampleHoodie()), 'quantity', '7');
    expect(filled.map((row) => row.quantity)).toEqual(['7', '7']);
    expect(filled.map((row) => row.price)).toEqual(['35000', '38000']);
  });
});

describe('withValue', () => {
  it('adds a trimmed value; a blank one adds nothing', () => {
    expect(withValue(['S'], '  M ')).toEqual({ values: ['S', 'M'] });
    expect(withValue(['S'], '   ')).toEqual({ values: ['S'] });
  });

  it('refuses a value listed already (capitals aside), one too long, and a 21st', () => {
    expect(withValue(['Black'], 'black')).toEqual({ error: R.optionValueRepeated });
    expect(withValue([], 'x'.repeat(41))).toEqual({ error: GRID_MESSAGES.valueLong });
    expect(withValue([], 'x'.repeat(40))).toEqual({ values: ['x'.repeat(40)] });
    const twenty = Array.from({ length: 20 }, (_, i) => `V${i}`);
    expect(withValue(twenty, 'V20')).toEqual({ error: R.tooManyValues });
  });
});

describe('optionErrorsOf', () => {
  it('asks for a name, a name of its own and a value for each option', () => {
    const errors = optionErrorsOf([option(1, ' ', ['S']), option(2, 'Size', []), option(3, 'size ', ['Black'])]);
    expect(errors.options).toEqual({
      1: { name: R.optionNameRequired },
      2: { values: R.optionValuesRequired },
      3: { name: R.optionNameRepeated },
    });
  });

  it('refuses options that make more than 100 variants', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `V${i}`);
    expect(optionErrorsOf([option(1, 'A', ten), option(2, 'B', ten)]).form).toEqual([]);
    expect(optionErrorsOf([option(1, 'A', ten), option(2, 'B', [...ten, 'V10'])]).form).toEqual([R.tooManyVariants]);
  });
});

describe('variantsBodyOf', () => {
  const hoodie = sampleHoodie();
  const options = optionsOf(hoodie);

  it('sends the options and a variant per row: numbers read, SKU trimmed, blank fields left out, a blank original price as none', () => {
    const rows = rowsOf(hoodie);
    rows[0] = { ...rows[0]!, sku: '  ', price: ' 36000 ', originalPrice: '', quantity: '12', lowStockThreshold: '' };
    rows[1] = { ...rows[1]!, sku: ' HOODIE-L ', originalPrice: '45000', image: ' /images/products/hoodie-l.svg ' };
    const checked = variantsBodyOf([{ ...options[0]!, name: ' Size ' }, options[1]!], rows);
    expect(checked).toEqual({
      ok: true,
      body: {
        options: [
          { name: 'Size', values: ['M', 'L'] },
          { name: 'Colour', values: ['Black'] },
        ],
        variants: [
          { options: ['M', 'Black'], price: 36000, originalPrice: null, quantity: 12 },
          { options: ['L', 'Black'], sku: 'HOODIE-L', price: 38000, originalPrice: 45000, quantity: 3, lowStockThreshold: 4, image: '/images/products/hoodie-l.svg' },
        ],
      },
      sentKeys: [combinationKey(['M', 'Black']), combinationKey(['L', 'Black'])],
    });
  });

  it('puts each figure’s problem on its row, and a SKU typed twice (capitals aside) on the second', () => {
    const rows = rowsOf(hoodie);
    rows[0] = { ...rows[0]!, price: 'abc', quantity: '', sku: 'HOODIE' };
    rows[1] = { ...rows[1]!, quantity: '2.5', lowStockThreshold: '-1', originalPrice: '-3', sku: 'hoodie', image: `/${'x'.repeat(2_000)}` };
    const checked = variantsBodyOf(options, rows);
    expect(checked).toEqual({
      ok: false,
      errors: {
        options: {},
        form: [],
        rows: {
          [combinationKey(['M', 'Black'])]: { price: M.priceInvalid, quantity: M.stockRequired },
          [combinationKey(['L', 'Black'])]: {
            originalPrice: M.originalPriceInvalid,
            quantity: M.stockInvalid,
            lowStockThreshold: M.lowStockInvalid,
            image: GRID_MESSAGES.imageLong,
            sku: R.skuRepeated,
          },
        },
      },
    });
  });

  it('refuses a price with decimals instead of rounding it', () => {
    const rows = rowsOf(hoodie);
    rows[0] = { ...rows[0]!, price: '35999.6', originalPrice: '40000.5' };
    expect(variantsBodyOf(options, rows)).toMatchObject({
      ok: false,
      errors: { rows: { [combinationKey(['M', 'Black'])]: { price: M.priceFractional, originalPrice: M.originalPriceFractional } } },
    });
  });

  it('refuses rows the options no longer make (generate again), and options without a single variant', () => {
    const renamed = [{ ...options[0]!, values: ['M', 'XL'] }, options[1]!];
    expect(variantsBodyOf(renamed, rowsOf(hoodie))).toMatchObject({ ok: false, errors: { form: [GRID_MESSAGES.regenerate] } });
    expect(variantsBodyOf(options, [])).toMatchObject({ ok: false, errors: { form: [R.variantsRequired] } });
  });

  it('checks the options first', () => {
    const checked = variantsBodyOf([{ ...options[0]!, name: '' }, options[1]!], rowsOf(hoodie));
    expect(checked).toMatchObject({ ok: false, errors: { options: { [options[0]!.key]: { name: R.optionNameRequired } }, rows: {} } });
  });
});

describe('serverErrorsOf', () => {
  it('places `variants.N.field` on the row sent N-th, `options.N…` on that option, and keeps the rest for the form', () => {
    const options = [option(7, 'Size', ['M', 'L']), option(9, 'Colour', ['Black'])];
    const sent = [combinationKey(['M', 'Black']), combinationKey(['L', 'Black'])];
    const errors = serverErrorsOf(
      [
        { path: 'variants.1.sku', message: 'SKU is too long' },
        { path: 'variants.1.sku', message: 'second message for the same field' },
        { path: 'variants.0', message: R.variantRepeated },
        { path: 'variants.0.options.1', message: R.variantOptionsInvalid },
        { path: 'options.1.values.0', message: 'Option value is too long' },
        { path: 'options.0.name', message: R.optionNameRepeated },
        { path: 'variants.5.price', message: 'a row never sent' },
        { path: 'variants', message: R.tooManyVariants },
      ],
      options,
      sent,
    );
    expect(errors).toEqual({
      options: { 9: { values: 'Option value is too long' }, 7: { name: R.optionNameRepeated } },
      rows: { [sent[1]!]: { sku: 'SKU is too long' }, [sent[0]!]: { values: R.variantRepeated } },
      form: ['a row never sent', R.tooManyVariants],
    });
  });
});

describe('variantMessage', () => {
  afterAll(() => speak('en'));

  it('reads the catalog’s refusals and the editor’s own in the admin’s language, with their limits', async () => {
    await speak('fr');
    expect(variantMessage(R.tooManyValues)).toBe('Une option a au plus 20 valeurs');
    expect(variantMessage(R.reservedVariantRemoved)).toMatch(/^Des commandes en cours réservent/);
    expect(variantMessage(GRID_MESSAGES.skuLong)).toBe('Un SKU compte au plus 64 caractères');
    expect(variantMessage(M.stockInvalid)).not.toBe(M.stockInvalid);
    expect(variantMessage('Something the catalog wrote itself')).toBe('Something the catalog wrote itself');
  });
});
