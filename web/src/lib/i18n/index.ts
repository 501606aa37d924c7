export { activateLanguage, i18n, loadCatalogueArea, type CatalogueArea } from './i18n';
export { initialLanguage, rememberLanguage } from './language-choice';
