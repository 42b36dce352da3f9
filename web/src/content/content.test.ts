import { describe, expect, it } from 'vitest';
import { paths } from '../routes';
import { EXPERIENCE_OPTIONS, imagePaths, landing, landingImages } from './index';
import { coursePages, courseBySlug } from '../marketing/course/seedPages';
import type { CoursePage, Cta, Section, SectionKind } from './types';

const text = (v: unknown) => JSON.stringify(v);
const kinds = (p: CoursePage) => p.sections.map((s) => s.kind);
function section<K extends SectionKind>(p: CoursePage, kind: K): Extract<Section, { kind: K }> {
  const s = p.sections.find((x) => x.kind === kind);
  if (!s) throw new Error(`${p.slug} has no ${kind}`);
  return s as Extract<Section, { kind: K }>;
}
const ds = courseBySlug('data-science-ai-ml');
const fs = courseBySlug('full-stack-development');
const ml = courseBySlug('machine-learning');
const dm = courseBySlug('digital-marketing');

describe('landing page', () => {
  it('has the SPEC hero and intro', () => {
    expect(landing.path).toBe(paths.courses.landing);
    expect(landing.hero.headline).toBe('Take Your Career To New Height');
    expect(landing.hero.tagline).toBe('Expert-led courses designed for students and professionals looking to upskill and achieve their dreams');
    expect(landing.hero.location).toMatch(/Pune, Maharashtra/);
    expect(landing.hero.ctas.map((c) => c.label)).toEqual(['Get Started', 'Enroll Now']);
    expect(landing.hero.video).toEqual({ webm: '/media/hero.webm', mp4: '/media/hero.mp4', poster: '/media/hero-poster.jpg' });
    for (const s of ['Data Science', 'Digital Marketing', 'ChatGPT and AI', 'ML', 'Full-Stack Development']) expect(landing.intro.text).toContain(s);
  });
  it('has the counts and lengths of SPEC section 3', () => {
    expect(landing.features.items).toHaveLength(4);
    expect(landing.partners.items).toHaveLength(7);
    expect(landing.awards.items).toHaveLength(8);
    for (const f of landing.features.items) expect(f.description.length).toBeGreaterThan(100);
    expect(landing.partners.heading).toBe('Trusted by 1200+ Academic & Employment Partners');
    expect(landing.awards.anchor).toBe('Awards-&-Accomplishments');
    expect(landing.placements.heading).toBe('From Learning to Earning');
    expect(landing.stories.heading).toBe('From Learning to Leading');
    expect(landing.courses.heading).toBe('Exclusive Offline Courses');
    // The placement and story cards are the published success stories now (issue 29), not content here.
    expect(landing.placements).toEqual({ heading: 'From Learning to Earning', intro: expect.any(String) });
    expect(landing.stories).toEqual({ heading: 'From Learning to Leading', intro: expect.any(String) });
  });
  it('lists every image the landing page references; the course cards are the courses\' own (the API\'s)', () => {
    expect(landing.courses).toEqual({ heading: 'Exclusive Offline Courses', intro: expect.any(String), syllabusCta: { label: 'Syllabus', action: 'syllabus' } });
    expect(new Set(landingImages)).toEqual(new Set(imagePaths(landing)));
    for (const src of landingImages) expect(src).toMatch(/^\/media\/content\/.+\.svg$/);
  });
  it("the seed's course cards link to the spec's three course routes plus Digital Marketing, in that order", () => {
    expect(coursePages.map((p) => p.path)).toEqual([paths.courses.dataScience, paths.courses.fullStack, paths.courses.machineLearning, paths.courses.digitalMarketing]);
    for (const p of coursePages) expect(p.card.image).toMatch(/^\/media\/content\/courses\/.+\.svg$/);
  });
});

describe('instructors and mentors', () => {
  it('have no profile link made up from their names: a link only where a real one was entered', () => {
    const people = coursePages.flatMap((p) => p.sections.flatMap((s) => (s.kind === 'instructors' ? s.tabs.flatMap((t) => t.people) : s.kind === 'mentors' ? s.mentors : [])));
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person.profileLink).toBeUndefined();
  });
});

describe('course pages', () => {
  it('are the four courses on their routes, found by slug', () => {
    expect(coursePages.map((p) => [p.slug, p.path])).toEqual([
      ['data-science-ai-ml', '/courses/data-science'],
      ['full-stack-development', '/courses/basic-python'],
      ['machine-learning', '/courses/pattern-analying'],
      ['digital-marketing', '/courses/digital-marketing'],
    ]);
    for (const p of coursePages) {
      expect(p.sections[0]?.kind).toBe('hero');
      expect(p.syllabus.modules.length).toBeGreaterThan(0);
      for (const m of p.syllabus.modules) expect(m.topics.length).toBeGreaterThan(0);
      for (const src of imagePaths(p)) expect(src).toMatch(/^\/media\/content\/.+\.svg$/);
      const anchors = p.sections.flatMap((s) => (s.anchor ? [s.anchor] : []));
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const faq of p.sections.filter((s) => s.kind === 'faq'))
        for (const c of faq.categories) for (const q of c.questions) expect(q.answer.length).toBeGreaterThan(20);
    }
  });

  it('keep the SPEC section order', () => {
    expect(kinds(fs)).toEqual([
      'hero', 'stats', 'careerOutcomes', 'highlights', 'comparison', 'curriculum', 'tools', 'projects', 'instructors',
      'careerSteps', 'banner', 'testimonials', 'ratings', 'eligibility', 'fees', 'included', 'faq', 'support',
    ]);
    expect(kinds(ml)).toEqual([
      'hero', 'audience', 'projectLab', 'domains', 'careerServices', 'syllabus', 'consultation', 'certificate', 'batches',
      'testimonials', 'mentors', 'projects', 'support',
    ]);
    expect(kinds(dm)).toEqual([
      'hero', 'stats', 'highlights', 'curriculum', 'projects', 'projects', 'banner', 'instructors', 'careerSteps',
      'eligibility', 'fees', 'howToApply', 'faq', 'disclaimer',
    ]);
    expect(kinds(ds)).toEqual([
      'hero', 'stats', 'careerOutcomes', 'highlights', 'curriculum', 'tools', 'projects', 'banner', 'comparison',
      'instructors', 'careerSteps', 'eligibility', 'fees', 'howToApply', 'faq', 'support',
    ]);
  });
});

describe('anchors and calls to action', () => {
  const anchors = (p: CoursePage) => p.sections.flatMap((s) => (s.anchor ? [s.anchor] : []));
  const ctas = (p: CoursePage): Cta[] =>
    p.sections.flatMap((s) => [
      ...('ctas' in s && s.ctas ? s.ctas : []),
      ...('cta' in s && s.cta ? [s.cta] : []),
    ]);

  it('give every page the anchors other pages link to, in page order', () => {
    expect(anchors(ds)).toEqual(['success', 'Eligibility', 'course-fee', 'faq', 'disclamer']);
    expect(anchors(fs)).toEqual(['success', 'Eligibility', 'course-fee', 'faq', 'disclamer']);
    expect(anchors(dm)).toEqual(['success', 'Eligibility', 'course-fee', 'faq', 'disclamer']);
    // No FAQ or disclaimer on this page; its eligibility is in "Who is this program for?".
    expect(anchors(ml)).toEqual(['Eligibility', 'syllabus', 'consultation', 'course-fee', 'support']);
    for (const p of coursePages) {
      const fee = p.sections.find((s) => s.anchor === 'course-fee');
      expect(['fees', 'batches']).toContain(fee?.kind);
      expect(p.sections.find((s) => s.anchor === 'Eligibility')?.kind).toMatch(/^(eligibility|audience)$/);
    }
  });

  it('give each button the action issue 5 asks for', () => {
    const leadOrFees = ['Apply Now', 'APPLY FOR COUNSELLING', 'Contact Academic Counselor', 'Get Started Now', 'Connect With Us'];
    for (const p of coursePages) {
      for (const cta of ctas(p)) {
        if (/Download( Domain)? Syllabus/.test(cta.label)) expect(cta.action, cta.label).toBe('syllabus');
        else if (cta.action === 'share') expect(cta.label).toBe('Share');
        // Issue 26: View Plans shows the plans and More Details the syllabus, no longer the call-back form.
        else if (cta.label === 'View Plans') {
          expect(cta.action).toBe('plans');
          expect(section(p, 'fees').plans?.length, p.slug).toBeGreaterThan(0);
        } else if (cta.label === 'More Details') expect(cta.action).toBe('details');
        else {
          expect(leadOrFees, cta.label).toContain(cta.label);
          expect(['lead', 'scrollToFees']).toContain(cta.action);
        }
        if (cta.action === 'scrollToFees') expect(anchors(p)).toContain('course-fee');
      }
    }
    // Only the Digital Marketing hero has the share icon.
    expect(coursePages.flatMap((p) => ctas(p).filter((c) => c.action === 'share').map(() => p.slug))).toEqual(['digital-marketing']);
    expect(section(dm, 'hero').ctas.map((c) => c.action)).toEqual(['lead', 'syllabus', 'share']);
  });
});

describe('Data Science figures', () => {
  it('has the fees, the comparison and the anchors', () => {
    expect(text(ds)).toContain('99,999');
    expect(text(ds)).toContain('149,999');
    const fees = section(ds, 'fees');
    expect(fees.tabs.map((t) => t.label)).toEqual(['Pune', 'Indore', 'Bangalore', 'Bhopal', 'Kolkata', 'Dehradun']);
    for (const t of fees.tabs) expect(t.fee.amount).toBe('INR 99,999');
    // docs/decisions/002-course-content.md: the tuition is the 4-month offering; the note names the 6-month one.
    for (const t of fees.tabs) expect(t.fee.duration).toBe('4-month programme');
    expect(fees.note).toMatch(/6-month programme.*INR 149,999/);
    expect(fees.ctas.map((c) => c.label)).toEqual(['Apply Now', 'View Plans', 'More Details']);
    expect(fees.ctas.map((c) => c.action)).toEqual(['lead', 'plans', 'details']);
    // View Plans: the two offerings, paid in full or by no-cost EMI (the note's word), and no figure the page lacks.
    expect(fees.plans?.map((p) => [p.name, p.fee.amount])).toEqual([
      ['4-month programme', 'INR 99,999'],
      ['6-month programme', 'INR 149,999'],
    ]);
    expect(fees.plans?.[0]?.includes).toEqual(fees.tabs[0]?.points);
    expect(fees.plans?.[1]?.includes).toEqual(expect.arrayContaining(['Advanced ML and generative AI module', '20+ industry projects']));
    expect(fees.note).toContain('No-cost EMI options are available');
    for (const plan of fees.plans ?? []) expect(plan.payment).toEqual(['Pay in full', 'Or in no-cost EMIs']);
    const [six, four] = section(ds, 'comparison').programs;
    expect([six?.fee?.amount, six?.duration]).toEqual(['INR 149,999', '6 months']);
    expect([four?.fee?.amount, four?.duration]).toEqual(['INR 99,999', '4 months']);
    expect(text(four?.exclusions)).toMatch(/Advanced ML and generative AI/);
    expect(text(four?.inclusions)).toContain('15+');
    expect(section(ds, 'comparison').ctas?.map((c) => c.label)).toEqual(['Contact Academic Counselor', 'Download Syllabus']);
    expect(ds.sections.flatMap((s) => (s.anchor ? [s.anchor] : []))).toEqual(['success', 'Eligibility', 'course-fee', 'faq', 'disclamer']);
  });
  it('has the stats, salaries, demand, curriculum and steps', () => {
    expect(section(ds, 'stats').items.map((s) => s.value)).toEqual(['200+', '100+', '20+', '15000+', '10+']);
    const outcomes = section(ds, 'careerOutcomes');
    expect(outcomes.tabs.map((t) => t.role)).toEqual(['Data Analyst', 'Data Scientist']);
    expect(outcomes.tabs[0]?.salary.map((b) => b.lpa)).toEqual(['3.5L', '5L', '10L']);
    expect(outcomes.tabs[0]?.salary.map((b) => b.learners)).toEqual(['1.2K', '2.5K', '0.13K']);
    expect(outcomes.demand.value).toBe('45%');
    expect(section(ds, 'curriculum').tabs.map((t) => t.title)).toEqual([
      'Course 0: Prep Content', 'SQL', 'Python', 'Data Visualisation', 'Machine Learning', 'Advanced ML and Generative AI',
    ]);
    expect(section(ds, 'instructors').tabs.map((t) => t.label)).toEqual(['Instructors', 'Industry Experts']);
    expect(section(ds, 'instructors').spotlight?.text).toMatch(/4\.2 years.*about 2 years/);
    const steps = section(ds, 'careerSteps');
    expect(steps.steps.map((s) => s.title)).toEqual(['Technical Training', '360 degree Career Prep', 'Guided Internship', 'Career Center']);
    expect(text(steps)).toContain('1500+');
    expect(steps.cta?.label).toBe('Get Started Now');
    expect(text(section(ds, 'eligibility'))).toContain('0-2 years');
    expect(section(ds, 'howToApply').steps).toHaveLength(3);
    const faq = section(ds, 'faq');
    expect(faq.categories.map((c) => c.label)).toEqual(['Course Eligibility', 'Course Curriculum', 'Refund Policy/Financials']);
    expect(faq.categories[0]?.questions.map((q) => q.question)).toEqual([
      'Who is this program for?', 'Is there an eligibility criteria?', 'What is the admission process?',
    ]);
    const support = section(ds, 'support');
    expect(support.availability).toBe('24/7');
    expect(support.disclaimer).toHaveLength(2);
  });
});

describe('Full Stack figures', () => {
  it('has the tiers, ratings, stats and demand', () => {
    const [essential, pro] = section(fs, 'comparison').programs;
    expect(essential?.fee).toMatchObject({ amount: 'INR 75,000', emi: 'INR 5,200/month', duration: '4 months' });
    expect(text(essential)).toContain('5+ projects');
    expect(pro?.duration).toBe('6 months');
    expect(text(pro)).toContain('15+ projects');
    expect(section(fs, 'fees').tabs.map((t) => t.label)).toEqual(['Essential', 'Pro']);
    expect(section(fs, 'ratings').ratings.map((r) => [r.score, r.reviews])).toEqual([
      ['4.8/5', '6,500+'], ['4.9/5', '550+'], ['4.9/5', '230+'],
    ]);
    expect(section(fs, 'stats').items.map((s) => s.value)).toEqual(['150+', '100+', '20+', '15000+', '10+']);
    const outcomes = section(fs, 'careerOutcomes');
    expect(outcomes.tabs.map((t) => t.role)).toEqual(['Full Stack Developer', 'Team Lead']);
    expect(outcomes.tabs[0]?.salary.map((b) => b.lpa)).toEqual(['3.5L', '5L', '10L']);
    expect(outcomes.demand.value).toBe('34%');
    expect(outcomes.demand.label).toMatch(/2020 and 2023/);
    expect(section(fs, 'highlights').items).toHaveLength(6);
    expect(section(fs, 'curriculum').tabs.map((t) => t.title)).toEqual([
      'Prep Content', 'Java', 'Data Structure and Algorithms', 'HTML5 and CSS3', 'Javascript', 'MySQL',
    ]);
    expect(section(fs, 'projects').projects.map((p) => p.title)).toEqual(['Note-taking app', 'Weather forecast app', 'E-commerce site']);
    expect(section(fs, 'instructors').tabs[0]?.people).toHaveLength(3);
    expect(text(section(fs, 'careerSteps'))).toContain('1500+');
  });
});

describe('Machine Learning figures', () => {
  it('has the batches, EMI, scholarship, projects and eligibility', () => {
    const b = section(ml, 'batches');
    expect(b.batches).toEqual([
      { type: 'weekday', startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), days: 'Mon - Thu', time: '8:00 PM to 10:30 PM' },
      { type: 'weekend', startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), days: 'Sat - Sun', time: '9:30 AM to 1 PM' },
    ]);
    expect(b.emi).toContain('7,539');
    expect(b.scholarship).toContain('25%');
    expect(section(ml, 'projects').projects.map((p) => p.durationHours)).toEqual([12, 17, 14]);
    expect(text(section(ml, 'audience'))).toMatch(/bachelor's degree.*1 year of work experience/);
    expect(section(ml, 'careerServices').subscription).toContain('3-year flexible subscription');
    expect(section(ml, 'syllabus').modules).toHaveLength(1);
    expect(section(ml, 'hero').ctas).toEqual([{ label: 'APPLY FOR COUNSELLING', action: 'lead' }]);
    expect(section(ml, 'domains').domains.map((d) => d.name)).toEqual(['BFSI', 'Healthcare', 'Marketing and HR', 'Supply Chain']);
    expect(section(ml, 'domains').cta.label).toBe('Download Domain Syllabus');
  });
  it('has the consultation form of SPEC section 3', () => {
    const form = section(ml, 'consultation');
    expect(form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true], ['email', 'email', true], ['designation', 'text', true], ['experience', 'select', true],
    ]);
    expect(EXPERIENCE_OPTIONS.map((o) => [o.value, o.label])).toEqual([['', 'Select'], ['Fresher', 'Fresher'], ['1 Year', '1 Year'], ['2 Years', '2 Years'], ['3+ years', '3+ years']]);
  });
});

describe('Digital Marketing figures', () => {
  it('has the fee, city tabs, stats, curriculum and steps', () => {
    const fees = section(dm, 'fees');
    expect(fees.tabs.map((t) => t.label)).toEqual(['Pune', 'Haldwani']);
    expect(fees.tabs[0]?.fee.amount).toBe('INR 65,000');
    expect(fees.ctas.map((c) => c.label)).toEqual(['Apply Now', 'View Plans', 'More Details']);
    expect(fees.ctas.map((c) => c.action)).toEqual(['lead', 'plans', 'details']);
    // The classroom programme: 65,000 in Pune; the Haldwani fee comes from a learning consultant (the SPEC has none).
    expect(fees.plans?.map((p) => [p.name, p.fee.amount, p.fee.note])).toEqual([
      ['Pune centre', 'INR 65,000', 'Inclusive of all taxes'],
      ['Haldwani centre', null, 'Fee for the Haldwani centre is shared by a learning consultant'],
    ]);
    for (const plan of fees.plans ?? []) expect(plan.includes).toEqual(fees.tabs[0]?.points);
    expect(fees.plans?.[0]?.payment).toEqual([section(dm, 'howToApply').steps[2]?.text.replace(/\.$/, '')]);
    expect(section(dm, 'stats').items.map((s) => s.value)).toEqual(['150+', '100+', '20+', '10+']);
    const tabs = section(dm, 'curriculum').tabs;
    expect(tabs.map((t) => t.title)).toEqual(['Prep Content', 'Digital Channels', 'Digital Channels-2', 'Digital Analytics']);
    expect(tabs.map((t) => t.topics.length > 0)).toEqual([true, false, false, false]);
    // No tools section on this page: the curriculum's technology carousel shows the 10+ tools of the stats strip.
    expect(section(dm, 'curriculum').technologyHeading).toBeTruthy();
    expect(new Set(tabs.flatMap((t) => t.tools ?? []).map((t) => t.label)).size).toBeGreaterThanOrEqual(10);
    expect(section(dm, 'hero').ctas.map((c) => c.action)).toEqual(['lead', 'syllabus', 'share']);
    expect(section(dm, 'projects').projects.map((p) => p.title)).toEqual(['Blog creation', 'Social media live project', 'SEO live project']);
    expect(section(dm, 'instructors').tabs.map((t) => t.label)).toEqual(['Industry Experts']);
    expect(section(dm, 'howToApply').steps.map((s) => s.title)).toEqual([
      'Fill the application form', 'Talk to learning consultants', 'Pay and start learning',
    ]);
    expect(text(section(dm, 'eligibility'))).toContain('0-2 years');
    expect(text(section(dm, 'careerSteps'))).toContain('1500+');
  });
});
