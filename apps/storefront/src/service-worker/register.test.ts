import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, type ServiceWorkerHost } from './register';

function fakeHost(options: {
  secure: boolean;
  supported: boolean;
  readyState?: DocumentReadyState;
  fails?: boolean;
}) {
  const register = vi.fn(() =>
    options.fails
      ? Promise.reject(new Error('registration failed'))
      : Promise.resolve({} as ServiceWorkerRegistration),
  );
  const loadListeners: Array<() => void> = [];
  const host: ServiceWorkerHost = {
    isSecureContext: options.secure,
    navigator: options.supported ? { serviceWorker: { register } } : {},
    document: { readyState: options.readyState ?? 'interactive' },
    addEventListener: (_type, listener) => loadListeners.push(listener),
  };
  return { host, register, load: () => loadListeners.forEach((listener) => listener()) };
}

describe('registerServiceWorker', () => {
  it('registers /service-worker.js only after the load event on a secure page', () => {
    const { host, register, load } = fakeHost({ secure: true, supported: true });
    registerServiceWorker(host);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
  });

  it('registers at once when the page has already loaded', () => {
    const { host, register } = fakeHost({ secure: true, supported: true, readyState: 'complete' });
    registerServiceWorker(host);
    expect(register).toHaveBeenCalledOnce();
  });

  it('does nothing on an insecure page or without browser support', () => {
    for (const options of [
      { secure: false, supported: true },
      { secure: true, supported: false },
    ]) {
      const { host, register, load } = fakeHost(options);
      registerServiceWorker(host);
      load();
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('ignores a failed registration', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { host, register, load } = fakeHost({ secure: true, supported: true, fails: true });
    registerServiceWorker(host);
    load();
    await expect.poll(() => register.mock.results.length).toBe(1);
    // Node reports an unhandled rejection once the microtasks have run, before the next turn of the loop.
    await new Promise(setImmediate);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
