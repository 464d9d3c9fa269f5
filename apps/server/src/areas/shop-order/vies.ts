import { isVatExempt, normalizeUid, type PricingAddress } from '@gartenwerk/domain';

/** The EU Commission's VIES service, REST interface: POST {base}/check-vat-number. */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';
/** Longest a VIES check may take before the order is priced as if VIES had not answered. */
export const VIES_TIMEOUT_MS = 5000;
/** How long an answer of VIES is reused for the same uid (the checkout asks on every step). */
export const VIES_ANSWER_LIFETIME_MS = 10 * 60 * 1000;

/** What VIES said about a uid; kept on the order as proof of the exemption (or of its refusal). */
export interface VatIdCheck {
  uid: string;
  /** VIES's answer; null when it could not answer (timeout, member state unavailable, …). */
  valid: boolean | null;
  /** The trader's name VIES has on record. */
  name: string | null;
  /** When VIES was asked (its request date when it answered). */
  date: string;
  /** VIES's consultation number, given when the shop's own uid is sent along. */
  request_identifier: string | null;
}

export interface ViesOptions {
  /** Base URL of the REST interface (a local stand-in in tests). */
  url: string;
  /** The shop's own uid (e.g. ATU12345678): VIES then answers with a consultation number. */
  requesterUid?: string;
  timeoutMs?: number;
}

interface ViesAnswer {
  valid?: unknown;
  name?: unknown;
  requestDate?: unknown;
  requestIdentifier?: unknown;
  userError?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() && value !== '---' ? value.trim() : null;

/** Asks VIES whether uids are valid; without a URL nothing can be confirmed. */
export class VatIdChecker {
  private readonly answers = new Map<string, { until: number; check: VatIdCheck }>();

  constructor(private readonly options: ViesOptions | null) {}

  /** VIES's answer for a uid (`ATU12345678`, `DE123456789`, …); `valid: null` when it gave none. */
  async check(uid: string): Promise<VatIdCheck> {
    const normalized = normalizeUid(uid);
    const now = Date.now();
    const known = this.answers.get(normalized);
    if (known && known.until > now) return known.check;
    const check = (await this.ask(normalized)) ?? {
      uid: normalized,
      valid: null,
      name: null,
      date: new Date(now).toISOString(),
      request_identifier: null,
    };
    if (check.valid !== null) {
      if (this.answers.size > 1000) this.answers.clear();
      this.answers.set(normalized, { until: now + VIES_ANSWER_LIFETIME_MS, check });
    }
    return check;
  }

  private async ask(uid: string): Promise<VatIdCheck | null> {
    if (!this.options) return null;
    const requester = this.options.requesterUid ? normalizeUid(this.options.requesterUid) : null;
    try {
      const response = await fetch(`${this.options.url.replace(/\/+$/, '')}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          countryCode: uid.slice(0, 2),
          vatNumber: uid.slice(2),
          ...(requester
            ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
            : {}),
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? VIES_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as ViesAnswer;
      // A member state that is down answers valid: false with a userError other than INVALID.
      if (typeof answer.valid !== 'boolean') return null;
      if (typeof answer.userError === 'string' && !['VALID', 'INVALID'].includes(answer.userError))
        return null;
      return {
        uid,
        valid: answer.valid,
        name: text(answer.name),
        date: text(answer.requestDate) ?? new Date().toISOString(),
        request_identifier: text(answer.requestIdentifier),
      };
    } catch {
      return null;
    }
  }
}

/** Whether an invoice address asks for the exemption: everything but VIES's confirmation is there. */
export function claimsVatExemption(address: PricingAddress, homeCountry: string): boolean {
  return isVatExempt({ ...address, uid_confirmed: true }, homeCountry);
}

/** How the checkout stands with the exemption: none asked, VIES confirmed or refused the uid, or it did not answer. */
export type VatIdStatus = 'none' | 'confirmed' | 'refused' | 'unavailable';

export function vatIdStatusOf(check: VatIdCheck | null): VatIdStatus {
  if (!check) return 'none';
  if (check.valid === null) return 'unavailable';
  return check.valid ? 'confirmed' : 'refused';
}
