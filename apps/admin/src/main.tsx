import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBrowserAdminI18n } from './i18n/createAdminI18n';
import { readLanguageChoice } from './i18n/languageChoice';
import { createAdminRouter } from './routes/router';
import { createAdminStore } from './store/createAdminStore';
// The components of the shell and the dashboard; the screens bring the rest (routes/screenStyles.ts).
import '@gartenwerk/ui/styles-base.css';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The language chosen here earlier; German otherwise.
const language = readLanguageChoice() ?? 'de';
document.documentElement.lang = language;

// The texts of that language load first (a chunk per namespace); the app renders once they are there.
const store = createAdminStore();
void createBrowserAdminI18n(language).then((i18n) =>
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} router={createAdminRouter()} />
    </StrictMode>,
  ),
);
