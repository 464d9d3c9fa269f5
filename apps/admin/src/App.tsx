import type { i18n } from 'i18next';
import { ToastProvider } from '@gartenwerk/ui';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AdminStore } from './store/createAdminStore';

type AdminRouter = ReturnType<typeof createBrowserRouter>;

/** Wires store, texts, toasts and router; main.tsx passes the browser ones, tests their own. */
export function App({ store, i18n, router }: { store: AdminStore; i18n: i18n; router: AdminRouter }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>
    </Provider>
  );
}
