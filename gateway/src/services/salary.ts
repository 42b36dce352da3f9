// How a job's salary is read and shown: the one parser behind the admin form, GraphQL and the legacy REST API. What
// staff type is stored as the text visitors see ("₹6.5 LPA", "₹4–6 LPA", "₹35,000 / month"); the JobPost_derive
// trigger (prisma/migrations/*_salary_ranges) reads that text back into yearly rupees for the salary filter.

export type SalaryUnit = 'YEAR' | 'MONTH';

export interface Salary {
  /** What visitors and staff see, and what is stored. */
  display: string;
  /** The pay period of min and max; null when the salary is not disclosed or is older free text. */
  unit: SalaryUnit | null;
  /** Rupees per unit (equal for a single amount). */
  min: number | null;
  max: number | null;
  /** Rupees per year, for the filters. */
  minYearly: number | null;
  maxYearly: number | null;
}

export const NOT_DISCLOSED = 'Not disclosed';

/** The refusal for text the parser cannot read: it names every form it accepts. */
export const SALARY_FORMS_MESSAGE =
  'Salary must be lakhs a year (6.5 LPA, 4–6 LPA), rupees a month (₹35,000 / month, ₹30,000–40,000 / month), ' +
  'rupees a year (₹6,00,000 / year, or a plain 600000), or "Not disclosed"';

const LAKH = 100_000;
/** The smallest plain amount (no unit, no scale) read as rupees: below it, the typist meant lakhs or thousands. */
const MIN_PLAIN_RUPEES = 1000;
/** Highest yearly pay the filter column holds (a 32-bit integer). */
const MAX_YEARLY = 2_000_000_000;

export class SalaryError extends Error {}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const lakhs = (amount: number) => String(Math.round((amount / LAKH) * 100) / 100);

function undisclosed(display = NOT_DISCLOSED): Salary {
  return { display, unit: null, min: null, max: null, minYearly: null, maxYearly: null };
}

/** The stored text of a salary: yearly pay in whole thousands as lakhs, other yearly pay in rupees, monthly pay in rupees. */
function format(unit: SalaryUnit, min: number, max: number): string {
  const range = (f: (n: number) => string) => (min === max ? `₹${f(min)}` : `₹${f(min)}–${f(max)}`);
  if (unit === 'MONTH') return `${range((n) => rupees.format(n))} / month`;
  if (min % 1000 === 0 && max % 1000 === 0) return `${range(lakhs)} LPA`;
  return `${range((n) => rupees.format(n))} / year`;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d+))?`;
const CURRENCY = String.raw`(?:₹|rs\.?|inr)?`;
const SCALE = String.raw`(k|thousand|l|lakhs?|lacs?|lpa|cr|crores?)?`;
const AMOUNT = new RegExp(String.raw`^${CURRENCY}\s*${NUMBER}\s*${SCALE}$`);
const SCALES: Record<string, number> = { k: 1000, thousand: 1000, l: LAKH, lakh: LAKH, lakhs: LAKH, lac: LAKH, lacs: LAKH, lpa: LAKH, cr: 10_000_000, crore: 10_000_000, crores: 10_000_000 };

/** Words after the amounts that name the pay period (and, for "LPA", the scale too). */
const PERIODS: { pattern: RegExp; unit: SalaryUnit; scale?: number }[] = [
  { pattern: /\s*(?:lpa|l\.p\.a\.?|lakhs? (?:per annum|a year|per year|p\.?a\.?)|lacs? (?:per annum|p\.?a\.?))$/, unit: 'YEAR', scale: LAKH },
  { pattern: /\s*(?:\/\s*|per\s+|a\s+|p\.?\s*)(?:month|mon|mo|m)\.?$|\s*(?:pm|p\.m\.|monthly)$/, unit: 'MONTH' },
  { pattern: /\s*(?:\/\s*|per\s+|a\s+)(?:year|yr|annum)$|\s*(?:pa|p\.a\.?|yearly|annually|per annum)$/, unit: 'YEAR' },
];

/** One amount in rupees times its own scale, or null when it is not an amount; the scale, when it names one. */
function readAmount(text: string): { value: number; scale: number | null } | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  const whole = m[1]!.replaceAll(',', '');
  const value = Number(`${whole}${m[2] ? `.${m[2]}` : ''}`);
  return { value, scale: m[3] ? SCALES[m[3]]! : null };
}

/**
 * Reads a salary as staff or a legacy client typed it. Accepted: lakhs a year ("6.5 LPA", "4-6 LPA", "4 to 6 lakh
 * per annum", "₹6.5L"), rupees a month ("₹35,000 / month", "30000-40000 per month", "35k pm"), rupees a year
 * ("₹6,00,000 / year", "600000 p.a."), a plain amount of rupees from ₹1,000 (the legacy API's number: a year from one
 * lakh, otherwise a month, as the portal has always shown it) and "Not disclosed". Anything else, a fractional rupee, a
 * range whose top is below its bottom, or zero, throws a SalaryError naming the accepted forms.
 */
export function parseSalary(input: string | number): Salary {
  const original = String(input).normalize('NFKC').trim();
  let text = original.toLowerCase().replace(/[‐-―−]/g, '-').replace(/\s+/g, ' ');
  if (text === '') throw new SalaryError(SALARY_FORMS_MESSAGE);
  if (/^(not disclosed|undisclosed)$/.test(text)) return undisclosed();

  let unit: SalaryUnit | null = null;
  let periodScale: number | null = null;
  for (const period of PERIODS) {
    if (period.pattern.test(text)) {
      text = text.replace(period.pattern, '').trim();
      unit = period.unit;
      periodScale = period.scale ?? null;
      break;
    }
  }
  const parts = text.split(/\s*(?:-|\bto\b)\s*/);
  if (parts.length > 2) throw new SalaryError(SALARY_FORMS_MESSAGE);
  const amounts = parts.map(readAmount);
  if (amounts.some((a) => a === null)) throw new SalaryError(SALARY_FORMS_MESSAGE);
  const [low, high = low] = amounts as { value: number; scale: number | null }[];
  // "4-6 lakh": a scale written once applies to both ends.
  const scale = periodScale ?? high!.scale ?? low!.scale;
  const lowScale = low!.scale ?? scale ?? 1;
  const highScale = high!.scale ?? scale ?? 1;
  if (periodScale && (low!.scale ?? LAKH) !== LAKH) throw new SalaryError(SALARY_FORMS_MESSAGE);
  const min = Math.round(low!.value * lowScale * 1000) / 1000;
  const max = Math.round(high!.value * highScale * 1000) / 1000;
  if (!Number.isInteger(min) || !Number.isInteger(max)) {
    throw new SalaryError(`Salary must be whole rupees: for lakhs write LPA (6.5 LPA). ${SALARY_FORMS_MESSAGE}`);
  }
  if (min <= 0) throw new SalaryError(`Salary must be more than zero. ${SALARY_FORMS_MESSAGE}`);
  if (max < min) throw new SalaryError(`Salary range must go from the lower amount to the higher (4–6 LPA)`);
  // No period named: lakhs and crores are yearly pay; a plain amount is yearly from one lakh, else monthly.
  if (!unit) {
    // A range of small plain numbers ("6-8") is lakhs more likely than rupees: asked for, never guessed.
    if (!(scale && scale >= LAKH) && min < LAKH && min !== max) throw new SalaryError(SALARY_FORMS_MESSAGE);
    // A bare "6" means 6 LPA to the person typing it and ₹6 a month to the reader: asked for, never guessed.
    if (!scale && max < MIN_PLAIN_RUPEES) {
      throw new SalaryError(`Salary "${original}" has no unit: write ${min} LPA for lakhs a year, or ₹${rupees.format(min * 1000)} / month. ${SALARY_FORMS_MESSAGE}`);
    }
    unit = scale && scale >= LAKH ? 'YEAR' : min >= LAKH ? 'YEAR' : 'MONTH';
  }
  const factor = unit === 'MONTH' ? 12 : 1;
  if (max * factor > MAX_YEARLY) throw new SalaryError(`Salary must be at most ₹${rupees.format(MAX_YEARLY)} a year`);
  return { display: format(unit, min, max), unit, min, max, minYearly: min * factor, maxYearly: max * factor };
}

/**
 * A stored salary as it is shown: rows saved before salaries were parsed may hold text the parser refuses
 * ("Negotiable", "0"); those are shown as they were, with no amounts.
 */
export function readStoredSalary(stored: string): Salary {
  try {
    return parseSalary(stored);
  } catch {
    const text = stored.trim();
    return undisclosed(text === '' || /^0+(\.0+)?$/.test(text) ? NOT_DISCLOSED : text);
  }
}
