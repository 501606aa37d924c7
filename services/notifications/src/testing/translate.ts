// Test support: the service's own translator over its catalogues (src/locales/), made once for
// every test of a worker.
import { createNotificationsTranslator } from '../locales/catalogues';

export const translate = createNotificationsTranslator();
