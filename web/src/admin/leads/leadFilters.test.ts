import { describe, expect, it } from 'vitest';
import { sourceLabel, sourcePageLabel } from './leadDisplay';
import {
  dateRangeProblem,
  experienceLabel,
  hasFilters,
  leadCourseOptions,
  leadExportUrl,
  leadFilterParams,
  leadQueryFilter,
  NO_FILTERS,
  readLeadFilters,
  receivedAt,
  receivedParts,
} from './leadFilters';
import { seedCourseRoutes } from '../../marketing/course/seedPages';
import { leadsLink } from '../dashboard/dashboardLinks';

const read = (query: string) => readLeadFilters(new URLSearchParams(query));

describe('leads inbox filters in the URL', () => {
  it('reads search, course, status and dates, and writes them back without the empty ones', () => {
    const filters = read('q=+asha++&course=machine-learning&status=contacted&from=2026-03-01&to=2026-03-31');
    expect(filters).toEqual({ ...NO_FILTERS, q: 'asha', course: 'machine-learning', status: 'CONTACTED', from: '2026-03-01', to: '2026-03-31' });
    expect(leadFilterParams(filters).toString()).toBe('q=asha&course=machine-learning&status=CONTACTED&from=2026-03-01&to=2026-03-31');
    expect(leadFilterParams({ ...NO_FILTERS, status: 'NEW' }).toString()).toBe('status=NEW');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2026-01-01' })).toBe(true);
  });

  it('reads source, counsellor and follow-up view as the dashboard links and the views write them (issue 30)', () => {
    const filters = read('source=linkedin&assignee=cmw123abc&followUp=Due-Today');
    expect(filters).toEqual({ ...NO_FILTERS, source: 'LINKEDIN', assignee: 'cmw123abc', followUp: 'due-today' });
    expect(leadFilterParams(filters).toString()).toBe('source=LINKEDIN&assignee=cmw123abc&followUp=due-today');
    expect(leadQueryFilter(filters)).toMatchObject({ source: 'LINKEDIN', assigneeId: 'cmw123abc', unassigned: null, followUp: 'DUE_TODAY' });
    // "unassigned" is the leads nobody has, not a user id.
    expect(leadQueryFilter(read('assignee=unassigned&followUp=overdue'))).toMatchObject({ assigneeId: null, unassigned: true, followUp: 'OVERDUE' });
    expect(leadQueryFilter(read('followUp=upcoming')).followUp).toBe('UPCOMING');
  });

  it('reads every filter the dashboard’s links write (the contract between the two pages)', () => {
    const link = leadsLink({ course: 'machine-learning', status: 'CONTACTED', source: 'GOOGLE', assignee: 'cmw123abc', followUp: 'overdue', start: '2026-11-22T18:30:00.000Z', end: '2026-11-29T18:30:00.000Z' }); // IST midnights, as the API cuts buckets
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/admin/leads');
    expect(readLeadFilters(url.searchParams)).toEqual({ ...NO_FILTERS, course: 'machine-learning', status: 'CONTACTED', source: 'GOOGLE', assignee: 'cmw123abc', followUp: 'overdue', from: '2026-11-23', to: '2026-11-29' });
  });

  it('ignores what is not a filter: unknown courses, statuses, sources and views, days that do not exist, long searches', () => {
    expect(read('course=../astrology&status=toString&from=2026-02-31&to=yesterday')).toEqual(NO_FILTERS);
    expect(read('source=carrier-pigeon&assignee=../../x&followUp=tomorrow')).toEqual(NO_FILTERS);
    expect(read(`assignee=${'a'.repeat(65)}`).assignee).toBe('');
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('offers the four courses and the learning centre, by name', () => {
    const options = leadCourseOptions(seedCourseRoutes);
    expect(options.map((o) => o.value)).toEqual(['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing', 'general']);
    expect(options[0]!.label).toBe('Data Science and AI-ML');
    expect(options.at(-1)!.label).toMatch(/^Learning centre/);
    // A course staff add is offered once it is published.
    expect(leadCourseOptions([...seedCourseRoutes, { slug: 'cloud-computing', path: '/courses/cloud-computing', label: 'Cloud Computing' }]).at(-2)).toEqual({ value: 'cloud-computing', label: 'Cloud Computing' });
  });

  it('asks the API for whole days in the centre’s time zone (IST, as the screens show them), whatever the reader’s, both ends included', () => {
    const filter = leadQueryFilter(read('from=2026-03-01&to=2026-03-02'));
    expect(filter.from).toBe('2026-02-28T18:30:00.000Z');
    expect(filter.to).toBe('2026-03-02T18:29:59.999Z');
    // The last day of a month rolls over into the next one correctly.
    expect(leadQueryFilter(read('to=2026-02-28')).to).toBe('2026-02-28T18:29:59.999Z');
    expect(leadQueryFilter(NO_FILTERS)).toEqual({ search: null, course: null, status: null, from: null, to: null, source: null, assigneeId: null, unassigned: null, followUp: null });
  });

  it('refuses a "To" before the "From"', () => {
    expect(dateRangeProblem(read('from=2026-03-02&to=2026-03-01'))).toBe('The “To” date must be on or after the “From” date');
    expect(dateRangeProblem(read('from=2026-03-02&to=2026-03-02'))).toBeNull();
    expect(dateRangeProblem(read('from=2026-03-02'))).toBeNull();
  });

  it('builds the CSV export URL from the same filters as the list', () => {
    expect(leadExportUrl(NO_FILTERS)).toBe('/api/v1/leads/export.csv');
    const url = new URL(leadExportUrl(read('q=asha k&course=general&status=NEW&from=2026-03-01')), 'http://x');
    expect(url.pathname).toBe('/api/v1/leads/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'asha k', course: 'general', status: 'NEW', from: '2026-02-28T18:30:00.000Z' });
    // The views' filters too (issue 30): the export is the list on screen.
    const view = new URL(leadExportUrl(read('source=GOOGLE&assignee=unassigned&followUp=due-today')), 'http://x');
    expect(Object.fromEntries(view.searchParams)).toEqual({ source: 'GOOGLE', unassigned: 'true', followUp: 'DUE_TODAY' });
    expect(new URL(leadExportUrl(read('assignee=u-7')), 'http://x').searchParams.get('assigneeId')).toBe('u-7');
  });
});

describe('how leads are shown', () => {
  it('shows when a lead arrived in IST, whatever the reader’s time zone', () => {
    expect(receivedAt('2026-03-14T20:00:00.000Z')).toBe('15 Mar 2026, 01:30');
    expect(receivedParts('2026-03-14T20:00:00.000Z')).toEqual({ date: '15 Mar 2026', time: '01:30' });
    expect(receivedParts('nonsense')).toEqual({ date: 'N/A', time: '' });
  });

  it('names the experience in years', () => {
    // Older leads stored years as a number; newer ones store the form's words (issue 26).
    expect(experienceLabel('1')).toBe('1 Year');
    expect(experienceLabel('2')).toBe('2 Years');
    expect(['Fresher', '1 Year', '2 Years', '3+ years'].map(experienceLabel)).toEqual(['Fresher', '1 Year', '2 Years', '3+ years']);
    expect(experienceLabel('')).toBe('—');
  });

  it('names the page a lead came from by its course, with the button', () => {
    expect(sourcePageLabel('/courses/data-science', seedCourseRoutes)).toBe('Data Science and AI-ML page');
    expect(sourcePageLabel('/courses/pattern-analying/syllabus', seedCourseRoutes)).toBe('Machine Learning syllabus');
    expect(sourcePageLabel('/courses/learnbay?utm=x#top', seedCourseRoutes)).toBe('Learning centre page');
    expect(sourcePageLabel('/somewhere/else', seedCourseRoutes)).toBe('/somewhere/else');
    // The enquiry page (where buttons of a page without its own form lead) by name.
    expect(sourcePageLabel('/enquire', seedCourseRoutes)).toBe('Enquiry page');
    expect(sourceLabel('/courses/basic-python/', 'Download Syllabus', seedCourseRoutes)).toBe('Full Stack Development page · Download Syllabus');
    expect(sourceLabel('', '', seedCourseRoutes)).toBe('—');
  });
});
