// `@shop/platform/i18n`: messages in the customer's language from ICU catalogues (Lingui). A
// service's core takes the `Translator` type from `@shop/platform`; its composition makes one here.
export { createTranslator, type Catalogues, type MessageValues, type Translator } from './translator';
export { placeholdersOf } from './placeholders';
