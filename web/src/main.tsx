// Global styles first, so component styles (imported by the app) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('DevShop: #root element missing from index.html');
// The shell's messages in the shopper's language come before the first paint, never English first.
await activateLanguage(initialLanguage());
createRoot(root).render(<App />);
