import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { freePort } from './process';

/**
 * A local stand-in for the parts of Facebook the site uses, so that the server's real HTTP client
 * runs without the internet: the login dialog (it agrees at once and redirects back with a code and
 * the state), the token exchange (code → short-lived → long-lived user token), the user's pages with
 * their page access tokens, publishing to a page's feed, an Instagram account's recent media and the
 * pictures themselves (as Meta's content servers would serve them).
 */
export interface GraphStandInOptions {
  appId?: string;
  appSecret?: string;
  pages?: Array<{ id: string; name: string; instagram?: string }>;
  /** Recent posts of the Instagram accounts (newest first); pictures are made when not given. */
  media?: Array<{ id: string; caption: string; timestamp: string; image?: Buffer }>;
}

export interface GraphPost {
  page: string;
  message: string;
  link: string;
  token: string;
}

export interface GraphStandIn {
  /** http://127.0.0.1:port (FACEBOOK_GRAPH_URL) */
  url: string;
  /** The login dialog (FACEBOOK_DIALOG_URL). */
  dialogUrl: string;
  appId: string;
  appSecret: string;
  /** The page access token of each page, by page id. */
  pageTokens: Record<string, string>;
  /** What was posted to the pages, oldest first. */
  posts: GraphPost[];
  /** What the dialogs asked for: the scopes and the redirect address. */
  dialogs: Array<{ scope: string[]; redirectUri: string; state: string }>;
  /** How often each picture was fetched. */
  imageRequests: Record<string, number>;
  /** A new post of the Instagram account (it becomes the newest). */
  addMedia(item: { id: string; caption: string; timestamp: string; image?: Buffer }): void;
  /** The next call of `path` (e.g. `/123/feed`) fails with a Graph error of this message. */
  failNext(path: string, message: string): void;
  close(): Promise<void>;
}

/** A PNG of one colour (distinct bytes for distinct colours). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

export async function startGraphStandIn(options: GraphStandInOptions = {}): Promise<GraphStandIn> {
  const appId = options.appId ?? '1234567890';
  const appSecret = options.appSecret ?? token('app-secret');
  const pages = options.pages ?? [{ id: '5550001', name: 'Gartenwerk Baumschule', instagram: '1784001' }];
  const pageTokens = Object.fromEntries(pages.map((page) => [page.id, token(`page-${page.id}`)]));
  const media = (
    options.media ?? [
      { id: '9001', caption: 'Die Thujen sind da 🌲', timestamp: '2026-11-20T09:00:00+0000' },
      { id: '9002', caption: 'Rosen im Herbstlicht', timestamp: '2026-11-18T15:30:00+0000' },
    ]
  ).map((item, index) => ({
    ...item,
    image: item.image ?? solidPng(64, 64, [40 + index * 50, 120, 60 + index * 30]),
  }));
  const codes = new Map<string, string>();
  const shortTokens = new Set<string>();
  const longTokens = new Set<string>();
  const failures = new Map<string, string>();
  let posted = 0;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const standIn: GraphStandIn = {
    url,
    dialogUrl: `${url}/dialog/oauth`,
    appId,
    appSecret,
    pageTokens,
    posts: [],
    dialogs: [],
    imageRequests: {},
    failNext: (path, message) => failures.set(path, message),
    addMedia: (item) =>
      media.unshift({ ...item, image: item.image ?? solidPng(64, 64, [200, 40 + media.length * 20, 90]) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const graphError = (response: ServerResponse, message: string, code = 100) =>
    json(response, 400, { error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } });

  async function params(request: IncomingMessage, query: URLSearchParams) {
    if (request.method !== 'POST') return query;
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    return new URLSearchParams(Buffer.concat(parts).toString('utf8'));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', url);
      const path = address.pathname.replace(/^\/v\d+\.\d+/, '');
      const given = await params(request, address.searchParams);
      const failure = failures.get(path);
      if (failure !== undefined) {
        failures.delete(path);
        return graphError(response, failure);
      }
      if (path === '/dialog/oauth') {
        const redirectUri = given.get('redirect_uri') ?? '';
        const state = given.get('state') ?? '';
        standIn.dialogs.push({ scope: (given.get('scope') ?? '').split(','), redirectUri, state });
        const back = new URL(redirectUri);
        if (given.get('client_id') !== appId) {
          back.searchParams.set('error_message', 'Invalid App ID');
        } else {
          const code = token('code');
          codes.set(code, redirectUri);
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', state);
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (path === '/oauth/access_token') {
        if (given.get('client_id') !== appId || given.get('client_secret') !== appSecret)
          return graphError(response, 'Error validating client secret.', 1);
        if (given.get('grant_type') === 'fb_exchange_token') {
          if (!shortTokens.delete(given.get('fb_exchange_token') ?? ''))
            return graphError(response, 'Invalid OAuth access token.', 190);
          const long = token('user-long');
          longTokens.add(long);
          return json(response, 200, { access_token: long, token_type: 'bearer', expires_in: 5_184_000 });
        }
        const code = given.get('code') ?? '';
        if (codes.get(code) !== given.get('redirect_uri'))
          return graphError(response, 'This authorization code has been used.', 100);
        codes.delete(code);
        const short = token('user-short');
        shortTokens.add(short);
        return json(response, 200, { access_token: short, token_type: 'bearer', expires_in: 3600 });
      }
      if (path === '/me/accounts') {
        if (!longTokens.has(given.get('access_token') ?? ''))
          return graphError(response, 'Invalid OAuth access token.', 190);
        return json(response, 200, {
          data: pages.map((page) => ({
            id: page.id,
            name: page.name,
            access_token: pageTokens[page.id],
            ...(page.instagram ? { instagram_business_account: { id: page.instagram } } : {}),
          })),
        });
      }
      const feed = /^\/([^/]+)\/feed$/.exec(path);
      if (feed && request.method === 'POST') {
        const page = feed[1]!;
        if (!pageTokens[page] || given.get('access_token') !== pageTokens[page])
          return graphError(response, 'Invalid OAuth access token.', 190);
        posted += 1;
        standIn.posts.push({
          page,
          message: given.get('message') ?? '',
          link: given.get('link') ?? '',
          token: given.get('access_token') ?? '',
        });
        return json(response, 200, { id: `${page}_${1000 + posted}` });
      }
      const list = /^\/([^/]+)\/media$/.exec(path);
      if (list) {
        const owner = pages.find((page) => page.instagram === list[1]);
        if (!owner || given.get('access_token') !== pageTokens[owner.id])
          return graphError(response, 'Invalid OAuth access token.', 190);
        return json(response, 200, {
          data: media.map((item) => ({
            id: item.id,
            caption: item.caption,
            media_type: 'IMAGE',
            media_url: `${url}/cdn/${item.id}.png`,
            permalink: `https://www.instagram.com/p/${item.id}/`,
            timestamp: item.timestamp,
          })),
        });
      }
      const image = /^\/cdn\/([^/]+)\.png$/.exec(path);
      const item = image && media.find((candidate) => candidate.id === image[1]);
      if (item) {
        standIn.imageRequests[item.id] = (standIn.imageRequests[item.id] ?? 0) + 1;
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(item.image);
      }
      return graphError(response, `Unknown path ${path}`, 803);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return standIn;
}
