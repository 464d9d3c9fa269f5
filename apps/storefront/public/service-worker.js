// Cache-first for the build's hashed assets: a file under /assets never changes its content.
const ASSET_CACHE = 'gartenwerk-assets-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) {
    return;
  }
  event.respondWith(
    caches.open(ASSET_CACHE).then((cache) =>
      cache.match(event.request).then(
        (cached) =>
          cached ??
          fetch(event.request).then((response) => {
            if (response.ok) void cache.put(event.request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
