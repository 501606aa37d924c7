export { activateLanguage, CATALOGUE_AREAS, i18n, loadCatalogueArea, type CatalogueArea } from './i18n';
export { initialLanguage, rememberLanguage } from './language-choice';
