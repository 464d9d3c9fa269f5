/** The parts of `window` registration looks at; tests pass their own. */
export interface ServiceWorkerHost {
  isSecureContext: boolean;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once: boolean }): void;
}

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers /service-worker.js once the page has loaded, only on secure origins in browsers that
 * support service workers. A failed registration changes nothing for the visitor, so it is ignored.
 */
export function registerServiceWorker(host: ServiceWorkerHost): void {
  const container = host.navigator.serviceWorker;
  if (!host.isSecureContext || !container) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (host.document.readyState === 'complete') register();
  else host.addEventListener('load', register, { once: true });
}
