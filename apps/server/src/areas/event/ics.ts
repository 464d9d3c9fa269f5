import type { Event } from '@gartenwerk/domain/schemas';

/** An event without an end lasts this long in a calendar. */
export const EVENT_DEFAULT_HOURS = 2;

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A text value of iCalendar (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The text of the rich-text description, without its tags. */
export const plainText = (html: string) =>
  html
    .replace(/<\/(p|h\d|li|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();

/** Lines longer than 75 octets folded as RFC 5545 3.1 asks (continuation lines start with a space). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** The event as an iCalendar file (text/calendar) a calendar program imports. */
export function eventIcs(event: Event, options: { host: string; url: string; now?: Date }): string {
  const end = event.end ?? new Date(Date.parse(event.start) + EVENT_DEFAULT_HOURS * 3_600_000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gartenwerk//Veranstaltungen//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event._id}@${options.host}`,
    `DTSTAMP:${stamp((options.now ?? new Date()).toISOString())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
    ...(event.text ? [`DESCRIPTION:${escapeText(plainText(event.text))}`] : []),
    `URL:${options.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
