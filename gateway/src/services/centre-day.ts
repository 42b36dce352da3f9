// The centre's calendar (Asia/Kolkata): which day it is there, and when the next day starts. Batch dates are days in
// this calendar; a course page drops a batch once its start day is past and names the next one, decided at read time.
export const CENTRE_TIME_ZONE = 'Asia/Kolkata';

/** Formats an instant as the centre's calendar day, YYYY-MM-DD (en-CA writes dates that way). */
export const CENTRE_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Asia/Kolkata, as YYYY-MM-DD. */
export function centreToday(now: Date = new Date()): string {
  return CENTRE_DAY_FORMAT.format(now);
}

/** An instant's day in the centre's calendar as mails write it: "28 Nov 2026". */
export function centreDateText(at: Date): string {
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: CENTRE_TIME_ZONE });
}

/** India has kept +05:30 all year since 1945, with no summer time. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The first instant of the next day in Asia/Kolkata after `now` (its midnight, 18:30 UTC). */
export function nextCentreMidnight(now: Date = new Date()): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  const nextLocalMidnight = Math.floor(local / 86_400_000) * 86_400_000 + 86_400_000;
  return new Date(nextLocalMidnight - IST_OFFSET_MS);
}
