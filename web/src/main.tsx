// Global styles first, so component styles (imported by the app) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('DevShop: #root element missing from index.html');
createRoot(root).render(<App />);
