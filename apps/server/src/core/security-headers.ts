import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer: scripts only from this origin (storefront pages add the
 * hashes of their own inline scripts), no inline event handlers, no plugins, not framed by any page.
 */
const DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // React's style attributes and the storefront's inlined critical CSS.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Rich texts may show images from other sites; blob: and data: are files chosen for upload.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // The admin centre shows PDF previews it fetched as blob: in a frame.
  'frame-src': ["'self'", 'blob:'],
  // The admin centre reads the PDF previews it made from blob: URLs.
  'connect-src': ["'self'", 'blob:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy with `scriptSources` (e.g. an inline script's 'sha256-…') allowed besides this origin's files. */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return Object.entries({ ...DIRECTIVES, 'script-src': [...DIRECTIVES['script-src']!, ...scriptSources] })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with the settings below, worked out once. (@fastify/helmet builds helmet
 * anew for every request, parsing the policy each time: a tenth of a cached answer's time.)
 */
function helmetHeaders(): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    // Product images and files are also shown in mails and on other sites.
    crossOriginResourcePolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Secure headers on every answer (helmet): the policy above, nosniff, a referrer only to this origin
 * in full, no framing; HSTS only on answers over https (request.protocol follows TRUST_PROXY).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
