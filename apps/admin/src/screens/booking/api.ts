import { WEEKDAYS, type TimeSpan, type Weekday } from '@gartenwerk/domain';
import { useCallback, useEffect, useState } from 'react';

/** The CSRF cookie and header of the API (as the api-client's request helper sends them). */
const CSRF_COOKIE = 'gw_csrf';
const CSRF_HEADER = 'x-csrf-token';
function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** A JSON call of the booking area with the session cookie (and the CSRF token on writes). */
export async function bookingRequest<T>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const csrf = method === 'GET' ? null : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const answer = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await answer.json().catch(() => ({}))) as T & { message?: string };
  if (!answer.ok) throw new Error(json.message ?? String(answer.status));
  return json;
}

/** Loads a booking resource once; `reload` loads it again. */
export function useBookingResource<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const reload = useCallback(() => {
    bookingRequest<T>('GET', path)
      .then((body) => {
        setData(body);
        setError('');
      })
      .catch((failure: Error) => setError(failure.message));
  }, [path]);
  useEffect(reload, [reload]);
  return { data, error, reload };
}

/** `08:00-12:00, 13:00-18:00` of spans, and back (null: not readable). */
export const spansText = (spans: readonly TimeSpan[] = []) =>
  spans.map((span) => `${span.opens}-${span.closes}`).join(', ');
export function parseSpans(text: string): TimeSpan[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const spans: TimeSpan[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(part);
    if (!match) return null;
    const pad = (time: string) => time.padStart(5, '0');
    spans.push({ opens: pad(match[1]!), closes: pad(match[2]!) });
  }
  return spans;
}

export type WeekTexts = Record<Weekday, string>;
export const weekTexts = (week: Partial<Record<Weekday, TimeSpan[]>>): WeekTexts =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, spansText(week[day])])) as WeekTexts;
