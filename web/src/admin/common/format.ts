// How the admin tables show ids, dates and long text.
import { centreDateTime } from '../leads/leadTime';

// The ids' short form (an ellipsis and the last 8 characters) is shared with the public job page's "Job ID".
export { shortId } from '../../components/shortId';

/**
 * An instant as every admin screen shows it: in the centre's time zone (Asia/Kolkata), whatever the reader's computer
 * says, "28 Nov 2026, 00:49". This is the leads screens' formatter (leads/leadTime.ts's centreDateTime), the one
 * formatter of times in the admin; `none` when there is no value, N/A when it cannot be read.
 */
export function dateTime(value: string | Date | null | undefined, none = 'N/A'): string {
  return value ? centreDateTime(value) : none;
}

/** The date part of dateTime: the centre's calendar day of an instant, "28 Nov 2026". */
export function centreDate(value: string | Date | null | undefined, none = 'N/A'): string {
  return dateTime(value, none).split(', ')[0]!;
}

/** The time part of dateTime, "00:49" in IST; '' when there is none. */
export function centreTimeOf(value: string | Date | null | undefined): string {
  return value ? (centreDateTime(value).split(', ')[1] ?? '') : '';
}

/** A date in the reader's locale, or N/A when there is none or it cannot be read. */
export function localeDate(value: string | null | undefined, options: Intl.DateTimeFormatOptions = {}): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString(undefined, options);
}

/** A calendar date stored as midnight UTC (a story's post date), shown as that same date everywhere. */
export function calendarDate(value: string | null | undefined): string {
  return localeDate(value, { timeZone: 'UTC' });
}

/** "2025-03-01T00:00:00.000Z" -> "2025-03-01" for a date input; "" when there is none. */
export function toDateInputValue(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** "2025-03-01" (a date input) -> midnight UTC of that day, as the API's DateTime. */
export function fromDateInputValue(value: string): string {
  return `${value}T00:00:00.000Z`;
}

/** Today's date for a date input, in the reader's time zone. */
export function todayDateInputValue(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Plain text of stored HTML (for previews), without running or loading anything in it. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br, p, h1, h2, h3, li').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Cut to `max` characters at a word boundary where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
