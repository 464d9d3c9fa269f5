import { FACEBOOK_SCOPES, INSTAGRAM_MEDIA_LIMIT } from '@gartenwerk/domain/schemas';
import { AppError } from '../../core/errors';
import { text } from '../../core/texts';

/** Where the Graph API and Facebook's login dialog are (FACEBOOK_GRAPH_URL, FACEBOOK_DIALOG_URL). */
export interface GraphEndpoints {
  graphUrl: string;
  dialogUrl: string;
}

export const GRAPH_DEFAULTS: GraphEndpoints = {
  graphUrl: 'https://graph.facebook.com/v21.0',
  dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
};

export interface GraphPage {
  id: string;
  name: string;
  access_token: string;
  instagram_business_account?: { id: string };
}

export interface GraphMedia {
  id: string;
  caption?: string;
  media_type: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
}

const graphError = (message: string) =>
  new AppError('GRAPH_ERROR', 502, text('errors:social.graph', { message }));
const unreachable = () => new AppError('GRAPH_UNREACHABLE', 502, text('errors:social.unreachable'));

/** The Graph API's calls the site makes; tokens travel as parameters, as Facebook documents them. */
export class GraphClient {
  constructor(private readonly endpoints: GraphEndpoints) {}

  /** The login dialog asking for the page-management and publishing permissions. */
  dialog(appId: string, redirectUri: string, state: string): string {
    const url = new URL(this.endpoints.dialogUrl);
    url.searchParams.set('client_id', appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
    return url.toString();
  }

  /** The code of the dialog's redirect → a long-lived user token. */
  async userToken(app: { id: string; secret: string }, code: string, redirectUri: string): Promise<string> {
    const short = await this.call<{ access_token: string }>('GET', '/oauth/access_token', {
      client_id: app.id,
      client_secret: app.secret,
      redirect_uri: redirectUri,
      code,
    });
    const long = await this.call<{ access_token: string }>('GET', '/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: app.id,
      client_secret: app.secret,
      fb_exchange_token: short.access_token,
    });
    return long.access_token;
  }

  /** The pages the user manages, each with its page access token (long-lived with a long-lived user token). */
  async pages(userToken: string): Promise<GraphPage[]> {
    const answer = await this.call<{ data: GraphPage[] }>('GET', '/me/accounts', {
      fields: 'id,name,access_token,instagram_business_account',
      access_token: userToken,
    });
    return answer.data;
  }

  /** A post on the page's feed; answers its id. */
  async publish(pageId: string, pageToken: string, post: { message: string; link: string }): Promise<string> {
    const answer = await this.call<{ id: string }>('POST', `/${encodeURIComponent(pageId)}/feed`, {
      ...post,
      access_token: pageToken,
    });
    return answer.id;
  }

  /** The Instagram business account's recent posts, the newest first. */
  async media(instagramId: string, pageToken: string): Promise<GraphMedia[]> {
    const answer = await this.call<{ data: GraphMedia[] }>(
      'GET',
      `/${encodeURIComponent(instagramId)}/media`,
      {
        fields: 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
        limit: String(INSTAGRAM_MEDIA_LIMIT),
        access_token: pageToken,
      },
    );
    return answer.data;
  }

  /** A picture of Meta's content servers (only the server loads it, never a visitor). */
  async bytes(url: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    } catch {
      throw unreachable();
    }
    if (!response.ok) throw graphError(`HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private async call<T>(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.endpoints.graphUrl.replace(/\/+$/, '')}${path}`);
    const body = new URLSearchParams(params);
    if (method === 'GET') url.search = body.toString();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw unreachable();
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok || answer.error) throw graphError(answer.error?.message ?? `HTTP ${response.status}`);
    return answer;
  }
}
