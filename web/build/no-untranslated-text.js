// An ESLint rule for the web app: a text a person reads (JSX text, or a label, placeholder, title
// or alt written as a string) must come from the message catalogue, so that no screen stays in
// English when the shopper reads French or Kinyarwanda.

const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);
/** Names that read the same in every language: brands, the currency, symbols. */
const SAME_IN_EVERY_LANGUAGE = /\b(DevShop|Dev|Shop|RWF|MTN MoMo|Airtel Money|Google|GitHub|English|Français|Ikinyarwanda|CVV)\b/g;
const HAS_LETTER = /\p{L}/u;

/** A mask of digits and X, as a phone number's placeholder shows it (078X XXX XXX). */
const DIGIT_MASK = /^[\dX\s+]+$/;

const readsAsText = (text) => !DIGIT_MASK.test(text.trim()) && HAS_LETTER.test(text.replace(SAME_IN_EVERY_LANGUAGE, ''));

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a person reads go through the message catalogue (t(key)).' },
    messages: { untranslated: 'Untranslated text "{{text}}": put it in web/src/locales and show t(key).' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (readsAsText(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && readsAsText(value.value)) report(node, value.value);
        if (value.type === 'TemplateLiteral' && value.quasis.some((quasi) => readsAsText(quasi.value.cooked ?? ''))) {
          report(node, value.quasis.map((quasi) => quasi.value.cooked).join('…'));
        }
      },
    };
  },
};
