import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noUntranslatedText } from './no-untranslated-text.js';

// RuleTester finds its test functions as statics; vitest's are not globals here.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-untranslated-text', noUntranslatedText, {
  valid: [
    { code: "const a = <p>{t('home.title')}</p>;" },
    { code: "const a = <input placeholder={t('search.placeholder')} aria-label={label} />;" },
    { code: 'const a = <span>Dev<span>Shop</span> · 42 — RWF</span>;' },
    { code: "const a = <div className=\"hero\" data-testid=\"cart-count\" />;" },
    { code: 'const a = <input placeholder="078X XXX XXX" />;' },
  ],
  invalid: [
    { code: 'const a = <h1>Gear up for your best code</h1>;', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <button aria-label="Open menu" />;', errors: [{ messageId: 'untranslated' }] },
    { code: "const a = <input placeholder={'Search products'} />;", errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <img alt={`Photo of ${name}`} />;', errors: [{ messageId: 'untranslated' }] },
    { code: 'const a = <p>Akagare ka {count}</p>;', errors: [{ messageId: 'untranslated' }] },
  ],
});
