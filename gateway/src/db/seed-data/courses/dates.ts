// Batch dates for the seed, relative to the moment of seeding, so that a fresh install always shows upcoming batches.
import { CENTRE_DAY_FORMAT } from '../../../services/centre-day.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The first `weekday` after today in Asia/Kolkata (never today: a batch starting today has begun), as YYYY-MM-DD;
 * `weeksLater` moves it on by whole weeks.
 */
export function upcomingDay(now: Date, weekday: Weekday, weeksLater = 0): string {
  const today = CENTRE_DAY_FORMAT.format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const base = new Date(Date.UTC(y, m - 1, d));
  const ahead = ((WEEKDAYS.indexOf(weekday) - base.getUTCDay() + 7) % 7 || 7) + weeksLater * 7;
  base.setUTCDate(base.getUTCDate() + ahead);
  return base.toISOString().slice(0, 10);
}
