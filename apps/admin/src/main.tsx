import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAdminI18n } from './i18n/createAdminI18n';
import { readLanguageChoice } from './i18n/languageChoice';
import { createAdminRouter } from './routes/router';
import { createAdminStore } from './store/createAdminStore';
import '@gartenwerk/ui/styles.css';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language chosen here earlier; German otherwise.
const language = readLanguageChoice() ?? 'de';
document.documentElement.lang = language;

createRoot(container).render(
  <StrictMode>
    <App store={createAdminStore()} i18n={createAdminI18n(language)} router={createAdminRouter()} />
  </StrictMode>,
);
