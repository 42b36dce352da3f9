// The one salary parser (issue 26, item 2): every accepted form with what visitors then see and the yearly amounts
// the filters use, every refusal naming the accepted forms, and that reading the stored text again changes nothing.
import { describe, expect, it } from 'vitest';
import { parseSalary, readStoredSalary, SALARY_FORMS_MESSAGE, SalaryError } from '../src/services/salary.js';

describe('parseSalary', () => {
  it.each([
    ['6.5 LPA', '₹6.5 LPA', 'YEAR', 650000, 650000],
    ['6.5 lpa', '₹6.5 LPA', 'YEAR', 650000, 650000],
    ['₹6.5L', '₹6.5 LPA', 'YEAR', 650000, 650000],
    ['6.5 lakhs per annum', '₹6.5 LPA', 'YEAR', 650000, 650000],
    ['4–6 LPA', '₹4–6 LPA', 'YEAR', 400000, 600000],
    ['4-6 LPA', '₹4–6 LPA', 'YEAR', 400000, 600000],
    ['4 to 6 lakh', '₹4–6 LPA', 'YEAR', 400000, 600000],
    ['₹4 - ₹6 LPA', '₹4–6 LPA', 'YEAR', 400000, 600000],
    ['₹35,000 / month', '₹35,000 / month', 'MONTH', 420000, 420000],
    ['35000 per month', '₹35,000 / month', 'MONTH', 420000, 420000],
    ['35k pm', '₹35,000 / month', 'MONTH', 420000, 420000],
    ['30000-40000 / month', '₹30,000–40,000 / month', 'MONTH', 360000, 480000],
    ['600000', '₹6 LPA', 'YEAR', 600000, 600000],
    ['₹6,00,000', '₹6 LPA', 'YEAR', 600000, 600000],
    ['Rs. 6,50,000 p.a.', '₹6.5 LPA', 'YEAR', 650000, 650000],
    ['633333', '₹6,33,333 / year', 'YEAR', 633333, 633333],
    ['₹6,33,333 / year', '₹6,33,333 / year', 'YEAR', 633333, 633333],
    ['1.2 cr', '₹120 LPA', 'YEAR', 12_000_000, 12_000_000],
    // A plain amount below one lakh is a month, as the legacy API's numbers have always been shown.
    ['25000', '₹25,000 / month', 'MONTH', 300000, 300000],
  ])('%s → %s', (input, display, unit, minYearly, maxYearly) => {
    const salary = parseSalary(input);
    expect(salary).toMatchObject({ display, unit, minYearly, maxYearly });
    // What is stored reads back as itself: saving a job again never changes its salary.
    expect(parseSalary(salary.display)).toEqual(salary);
  });

  it('takes a number (the legacy API) as rupees', () => {
    expect(parseSalary(600000).display).toBe('₹6 LPA');
  });

  it('keeps "Not disclosed" without amounts', () => {
    expect(parseSalary('not disclosed')).toMatchObject({ display: 'Not disclosed', unit: null, minYearly: null });
  });

  it.each(['6.5', 'Negotiable', '6-8', '0', '4–6–8 LPA', '-5', '6 LPA - 4 LPA', 'LPA', '1e6', '35,000.50 / month', '999999999 / month'])('refuses %s, naming the accepted forms', (input) => {
    let error: unknown;
    try {
      parseSalary(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SalaryError);
    expect((error as Error).message).toMatch(/LPA|at most/);
  });

  it.each([
    ['6', 'Salary "6" has no unit: write 6 LPA for lakhs a year, or ₹6,000 / month.'],
    [6, 'Salary "6" has no unit: write 6 LPA for lakhs a year, or ₹6,000 / month.'],
    ['₹12', 'Salary "₹12" has no unit: write 12 LPA for lakhs a year, or ₹12,000 / month.'],
    ['999', 'Salary "999" has no unit: write 999 LPA for lakhs a year, or ₹9,99,000 / month.'],
  ])('refuses the unit-less amount %s, suggesting lakhs or a month (issue 26: "6" became "₹6 / month")', (input, message) => {
    expect(() => parseSalary(input)).toThrow(message);
    expect(() => parseSalary(input)).toThrow(SALARY_FORMS_MESSAGE);
  });

  it('still reads a plain ₹1,000 and more as rupees a month', () => {
    expect(parseSalary('1000').display).toBe('₹1,000 / month');
  });

  it('says which forms it accepts', () => {
    expect(() => parseSalary('Negotiable')).toThrow(SALARY_FORMS_MESSAGE);
    expect(SALARY_FORMS_MESSAGE).toContain('6.5 LPA');
    expect(SALARY_FORMS_MESSAGE).toContain('4–6 LPA');
    expect(SALARY_FORMS_MESSAGE).toContain('₹35,000 / month');
  });
});

describe('readStoredSalary', () => {
  it('shows older free text as it was, and an empty or zero salary as not disclosed', () => {
    expect(readStoredSalary('Negotiable')).toMatchObject({ display: 'Negotiable', unit: null });
    expect(readStoredSalary('0').display).toBe('Not disclosed');
    expect(readStoredSalary('6-8 LPA').display).toBe('₹6–8 LPA');
  });
});

describe('sample data', () => {
  it('stores every sample salary as the parser would', async () => {
    const { sampleJobPosts } = await import('../src/db/sample-data.js');
    for (const job of sampleJobPosts) expect(parseSalary(job.salary).display, job.title).toBe(job.salary);
  });
});
