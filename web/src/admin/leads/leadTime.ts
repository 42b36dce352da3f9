// Follow-ups and timeline times in the centre's day (Asia/Kolkata), whatever the reader's computer says: counsellors
// plan calls in the centre's hours, and "today" is the centre's today (the API's follow-up views count the same way).
export const CENTRE_TIME_ZONE = 'Asia/Kolkata';

/** India keeps +05:30 all year (no summer time), so a typed IST time converts with a fixed offset. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: CENTRE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: CENTRE_TIME_ZONE, day: 'numeric', month: 'short' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: CENTRE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The centre's calendar day of an instant, "2026-11-25". */
export function centreDay(date: Date): string {
  return DAY.format(date);
}

/** "16:30" in IST. */
export function centreTime(date: Date): string {
  return TIME.format(date);
}

/** "25 Nov 2026, 10:00" in IST (the timeline's times). */
export function centreDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? `${DAY_MONTH_YEAR.format(date)}, ${centreTime(date)}` : 'N/A';
}

/** "25 Nov 10:00" (this year) or "25 Nov 2027 10:00". */
function shortDateTime(date: Date, now: Date): string {
  const sameYear = centreDay(date).slice(0, 4) === centreDay(now).slice(0, 4);
  return `${(sameYear ? DAY_MONTH : DAY_MONTH_YEAR).format(date)} ${centreTime(date)}`;
}

/** The day after an IST calendar day, "2026-11-26". */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant an IST calendar day ("2026-11-25") starts: its midnight in India (18:30 UTC the day before). */
export function centreDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MS);
}

/**
 * A list's from/to filter of calendar days ("" for open-ended) as the API's instants: the days are the centre's (IST),
 * as every admin screen shows them, whatever the reader's computer says; "to" includes its whole day.
 */
export function centreDayBounds(from: string, to: string): { from: string | null; to: string | null } {
  return {
    from: from ? centreDayStart(from).toISOString() : null,
    to: to ? new Date(centreDayStart(nextDay(to)).getTime() - 1).toISOString() : null,
  };
}

/**
 * A planned follow-up in words, as the list shows it: "Overdue: 25 Nov 10:00" once its time has passed, "Today 16:30"
 * later today, "Tomorrow 09:00", else "28 Nov 10:00".
 */
export function followUpWords(value: string, now: Date = new Date()): string {
  const at = parse(value);
  if (!at) return 'N/A';
  if (at.getTime() < now.getTime()) return `Overdue: ${shortDateTime(at, now)}`;
  const day = centreDay(at);
  const today = centreDay(now);
  if (day === today) return `Today ${centreTime(at)}`;
  if (day === nextDay(today)) return `Tomorrow ${centreTime(at)}`;
  return shortDateTime(at, now);
}

/** An instant as a datetime-local input's value in IST, "2026-11-25T16:30". */
export function toCentreInputValue(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  return date ? new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16) : '';
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local input's value, read as IST, to the API's DateTime; null when it is not a time. */
export function fromCentreInputValue(value: string): string | null {
  const match = INPUT.exec(value.trim().slice(0, 16));
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const date = new Date(utc);
  // "2026-02-31T10:00" is no time (Date.UTC would roll it into March).
  if (toCentreInputValue(date) !== `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`) return null;
  return date.toISOString();
}
