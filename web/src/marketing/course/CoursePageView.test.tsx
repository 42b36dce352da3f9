import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursePages, courseBySlug } from './seedPages';
import type { CoursePage, Cta, CtaAction, Section, SectionKind } from '../../content/types';
import { renderOnServer, renderWithApi } from '../../public/testUtils';
import { LeadFormProvider } from '../leads/LeadFormProvider';
import { CoursePageView, sectionTones } from './CoursePageView';

const SETTINGS = {
  siteSettings: {
    __typename: 'SiteSettings',
    supportEmail: 'help@example.test',
    tollFreeNumber: '1800-555-0101',
    mobileNumber: '+91 90000 12345',
    address: 'Test address',
    city: 'Pune, Maharashtra',
    facebookUrl: '',
    instagramUrl: '',
    linkedinUrl: '',
    youtubeUrl: '',
    twitterUrl: '',
  },
};

function renderPage(page: CoursePage, url = '/') {
  const view = renderWithApi(
    <LeadFormProvider>
      <CoursePageView page={page} />
    </LeadFormProvider>,
    { PortalSiteSettings: () => SETTINGS },
    url,
  );
  const root = () => view.container.querySelector<HTMLElement>('.course-page')!;
  return { ...view, root };
}

/** The page as the server sends it (before any script runs), parsed for querying. */
function serverPage(page: CoursePage): HTMLElement {
  return renderOnServer(
    <LeadFormProvider>
      <CoursePageView page={page} />
    </LeadFormProvider>,
    page.path,
    { PortalSiteSettings: () => SETTINGS },
  ).root;
}

/** The h1/h2 a section draws (carousel sections name their carousel; the stats strip has none). */
function sectionHeadings(section: Section): string[] {
  switch (section.kind) {
    case 'hero':
    case 'banner':
      return [section.title];
    case 'stats':
      return section.heading ? [section.heading] : [];
    case 'curriculum':
      return [section.heading!, ...(section.technologyHeading ? [section.technologyHeading] : [])];
    default:
      return section.heading ? [section.heading] : [];
  }
}

function allCtas(page: CoursePage): Cta[] {
  const found: Cta[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if ('label' in v && 'action' in v) found.push(v as Cta);
      else Object.values(v).forEach(walk);
    }
  };
  walk(page.sections);
  return found;
}

/** SPEC section 9 "Course content figures" (and the SPEC's section lists) that each page must show. */
const FIGURES: Record<CoursePage['slug'], string[]> = {
  'data-science-ai-ml': [
    '200+', '100+', '20+', '15000+', '10+', 'INR 149,999', 'INR 99,999', '6 months', '4 months', '15+ industry projects',
    'Advanced ML and generative AI module', 'Minimum: 3.5L per annum, 1.2K learners', 'Average: 5L per annum, 2.5K learners',
    'Maximum: 10L per annum, 0.13K learners', '45%', '0-2 years', 'Pune', 'Indore', 'Bangalore', 'Bhopal', 'Kolkata', 'Dehradun',
    'Data Analyst', 'Data Scientist', 'Course 0: Prep Content', 'SQL', 'Python', 'Data Visualisation', 'Machine Learning',
    'Advanced ML and Generative AI', 'Industry Experts', '4.2 years', 'about 2 years', 'Technical Training',
    '360 degree Career Prep', 'Guided Internship', 'Career Center', '1500+', 'Graduation completed or in progress',
    'Who is this program for?', 'Is there an eligibility criteria?', 'What is the admission process?', '24/7',
    'past performance is no guarantee', 'visa and travel costs', 'Course Eligibility', 'Course Curriculum', 'Refund Policy/Financials',
  ],
  'full-stack-development': [
    '150+', '100+', '20+', '15000+', '10+', 'Essential', 'Pro', 'INR 75,000', 'INR 5,200/month', '5+ projects', '15+ projects',
    '4 months', '6 months', '4.8/5', '6,500+', '4.9/5', '550+', '230+', 'Minimum: 3.5L per annum', 'Average: 5L per annum',
    'Maximum: 10L per annum', '34%', '2020 and 2023', 'Full Stack Developer', 'Team Lead', 'Prep Content', 'Java',
    'Data Structure and Algorithms', 'HTML5 and CSS3', 'Javascript', 'MySQL', 'Note-taking app', 'Weather forecast app',
    'E-commerce site', '1500+', "What's Included", 'Course Eligibility', 'Course Curriculum', 'Refund Policy/Financials', '24/7',
  ],
  'machine-learning': [
    'APPLY FOR COUNSELLING', 'Education', 'Work experience', 'Career stage', 'Aspirations', "bachelor's degree",
    'At least 1 year of work experience', 'IBM', 'BFSI', 'Healthcare', 'Marketing and HR', 'Supply Chain',
    'Download Domain Syllabus', '3-year flexible subscription', 'Module 1', 'Free Consultation', 'Scholarship up to 25%',
    'EMI from 7,539 rupees per month', 'Mon - Thu', '8:00 PM to 10:30 PM', 'Sat - Sun', '9:30 AM to 1 PM',
    '12 hours', '17 hours', '14 hours', '24/7',
  ],
  'digital-marketing': [
    '150+', '100+', '20+', '10+', 'INR 65,000', 'Pune', 'Haldwani', '0-2 years', '1500+', 'Prep Content', 'Digital Channels',
    'Digital Channels-2', 'Digital Analytics', 'Blog creation', 'Social media live project', 'SEO live project',
    'Mentor-Led Projects', 'Connect With Us', 'Industry Experts', 'Get Started Now', 'Prerequisites', 'Eligibility',
    'Fill the application form', 'Talk to learning consultants', 'Pay and start learning', 'Apply Now', 'View Plans',
    'More Details', 'Disclaimer',
  ],
};

const originalScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = originalScrollIntoView;
  document.title = '';
});

describe.each(coursePages.map((p) => [p.slug, p] as const))('the %s page', (_slug, page) => {
  it('draws every section heading in the data order, with one h1 (the hero) and no skipped levels', async () => {
    const { root } = renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    const headings = Array.from(root().querySelectorAll<HTMLElement>('h1, h2'));
    expect(headings.map((h) => h.textContent)).toEqual(page.sections.flatMap(sectionHeadings));
    expect(root().querySelectorAll('h1')).toHaveLength(1);
    expect(headings[0]?.tagName).toBe('H1');
    let level = 1;
    for (const h of Array.from(root().querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))) {
      const next = Number(h.tagName[1]);
      expect(next, `${h.tagName} "${h.textContent}" after h${level}`).toBeLessThanOrEqual(level + 1);
      level = next;
    }
  });

  it('draws one <section> per section, in order, with its anchor as the id', async () => {
    const { root } = renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    const drawn = Array.from(root().querySelectorAll<HTMLElement>(':scope > section'));
    expect(drawn.map((s) => s.dataset.section)).toEqual(page.sections.map((s) => s.kind));
    expect(drawn.map((s) => s.id || undefined)).toEqual(page.sections.map((s) => s.anchor));
  });

  it('shows every figure of SPEC section 9 for the course', async () => {
    const { root } = renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    const text = root().textContent ?? '';
    for (const figure of FIGURES[page.slug]!) expect(text, figure).toContain(figure);
  });

  it('draws every call to action of the data as a button, View Plans and More Details as links', async () => {
    renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    for (const cta of allCtas(page)) {
      const name = cta.action === 'share' ? `${cta.label} this page` : cta.label;
      const role = cta.action === 'plans' || cta.action === 'details' ? 'link' : 'button';
      expect(screen.getAllByRole(role, { name, hidden: true }).length, cta.label).toBeGreaterThan(0);
    }
  });

  it('gives every picture its size and alt text, and loads all but the hero picture and the carousels’ logos lazily', async () => {
    const { root } = renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    const images = Array.from(root().querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      const src = img.getAttribute('src');
      expect(img.hasAttribute('alt'), src!).toBe(true);
      expect(Number(img.getAttribute('width')), src!).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), src!).toBeGreaterThan(0);
      const inHero = img.closest('[data-section="hero"]') !== null;
      // A logo strip's slides sit beside the visible ones or move in by transform, where lazy pictures never load.
      const inLogoCarousel = img.closest('[data-carousel="tools"], [data-carousel="technology"]') !== null;
      expect(img.getAttribute('loading'), src!).toBe(inHero || inLogoCarousel ? 'eager' : 'lazy');
      // …at low priority: far below the first screen (and so the server announces no preload for them).
      if (inLogoCarousel) expect(img.getAttribute('fetchpriority'), src!).toBe('low');
    }
    // Only icons beside their own title are decorative; logos, pictures and certificates are described.
    for (const img of images.filter((i) => i.getAttribute('alt') === '')) {
      expect(img.getAttribute('src')).toMatch(/^\/media\/content\/icons\//);
    }
  });

  it('sets the document title and description', async () => {
    renderPage(page);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(page.title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.metaDescription);
  });
});

// Link previews (Facebook, WhatsApp, LinkedIn) draw PNG, JPEG and WebP but not SVG: a course page names its own
// picture (the hero's, else the card's) when previews can draw it, and leaves the site's default otherwise.
describe('the link preview’s picture', () => {
  const ds = courseBySlug('data-science-ai-ml');
  const withPictures = (heroSrc: string | undefined, cardSrc: string): CoursePage => ({
    ...ds,
    card: { ...ds.card, image: cardSrc },
    sections: ds.sections.map((section) =>
      section.kind === 'hero' ? { ...section, image: heroSrc ? { src: heroSrc, alt: 'Learners in class' } : undefined } : section,
    ),
  });
  const previewOf = (page: CoursePage) =>
    renderOnServer(
      <LeadFormProvider>
        <CoursePageView page={page} />
      </LeadFormProvider>,
      page.path,
      { PortalSiteSettings: () => SETTINGS },
    ).record.head.image;

  it('is the hero’s picture, else the card’s, when it is a PNG, JPEG or WebP', () => {
    expect(previewOf(withPictures('/uploads/hero-1.jpg', '/uploads/card-1.png'))).toBe('/uploads/hero-1.jpg');
    expect(previewOf(withPictures('/media/content/courses/data-science-ai-ml.svg', '/uploads/card-1.png'))).toBe('/uploads/card-1.png');
    expect(previewOf(withPictures(undefined, '/uploads/card-1.webp'))).toBe('/uploads/card-1.webp');
  });

  it('is left to the site’s default when the course has only SVG pictures (as the seeded courses do)', () => {
    expect(previewOf(ds)).toBeUndefined();
    expect(previewOf(withPictures('/media/content/courses/a.svg', '/media/content/courses/b.svg'))).toBeUndefined();
  });
});

describe('course page behaviour', () => {
  const ds = courseBySlug('data-science-ai-ml');

  it('shows the Data Science tuition of INR 99,999 in every city tab, and the comparison of 149,999 and 99,999', async () => {
    renderPage(ds);
    const fees = (await screen.findByRole('heading', { name: 'Tuition Fee' })).closest('section')!;
    const tabs = within(fees).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Pune', 'Indore', 'Bangalore', 'Bhopal', 'Kolkata', 'Dehradun']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    for (const tab of tabs) {
      fireEvent.click(tab);
      expect(tab.getAttribute('aria-selected')).toBe('true');
      const panel = within(fees).getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: tab.textContent! })).toBeTruthy();
      expect(panel.textContent).toContain('INR 99,999');
    }
    const comparison = screen.getByRole('heading', { name: 'Choose Your Programme' }).closest('section')!;
    const plans = within(comparison).getAllByRole('heading', { level: 3 }).map((h) => h.closest('li')!.textContent);
    expect(plans[0]).toMatch(/6 months.*INR 149,999/);
    expect(plans[1]).toMatch(/4 months.*INR 99,999.*15\+ industry projects.*Not included: Advanced ML and generative AI module/);
  });

  it('switches the career outcome tab and draws salary bars to scale', async () => {
    renderPage(ds);
    const outcomes = (await screen.findByRole('heading', { name: 'Career Outcomes' })).closest('section')!;
    expect(within(outcomes).getByRole('tab', { name: 'Data Analyst' }).getAttribute('aria-selected')).toBe('true');
    expect(within(outcomes).getByRole('tabpanel').textContent).toContain('Salary of a Data Analyst');
    fireEvent.click(within(outcomes).getByRole('tab', { name: 'Data Scientist' }));
    const panel = within(outcomes).getByRole('tabpanel');
    expect(panel.textContent).toContain('Salary of a Data Scientist');
    const heights = Array.from(panel.querySelectorAll<HTMLElement>('.salary-chart__fill')).map((f) => f.dataset.share);
    expect(heights).toEqual(['35', '50', '100']);
    expect(within(outcomes).getByText('45%')).toBeTruthy();
  });

  it('starts FAQ answers collapsed and toggles each with its plus/minus button', async () => {
    renderPage(ds);
    const faq = (await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).closest('section')!;
    const question = within(faq).getByRole('button', { name: 'Who is this program for?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    expect(question.querySelector('.faq-item__sign')).toBeTruthy();
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain('0-2 years of experience');
    expect(question.closest('li')!.className).toContain('faq-item--open');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    // Another category shows its own (collapsed) questions.
    fireEvent.click(within(faq).getByRole('tab', { name: 'Refund Policy/Financials' }));
    const refund = within(faq).getByRole('button', { name: 'What is the refund policy?' });
    expect(refund.getAttribute('aria-expanded')).toBe('false');
  });

  it('draws the Machine Learning syllabus module as a closed native <details> element', async () => {
    const { root } = renderPage(courseBySlug('machine-learning'));
    await screen.findByRole('heading', { name: 'Syllabus' });
    const details = root().querySelectorAll('#syllabus details');
    expect(details).toHaveLength(1);
    const module = details[0] as HTMLDetailsElement;
    expect(module.open).toBe(false);
    expect(module.querySelector('summary')?.textContent).toBe('Module 1: Python and Statistics for Machine Learning');
    expect(module.textContent).toContain('Hypothesis testing');
  });

  it.each(['course-fee', 'faq', 'Eligibility', 'success', 'disclamer'])('scrolls to the section of a #%s link once drawn', async (anchor) => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderPage(ds, `/courses/data-science#${anchor}`);
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toBe(document.getElementById(anchor));
    expect(scrolled[0]!.tagName).toBe('SECTION');
  });

  it('does not scroll without a hash', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderPage(ds);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('reads the support phone numbers from the site settings', async () => {
    renderPage(ds);
    const support = (await screen.findByRole('heading', { name: 'Learner Support' })).closest('section')!;
    await within(support).findByRole('link', { name: '1800-555-0101' });
    expect(within(support).getByRole('link', { name: '1800-555-0101' }).getAttribute('href')).toBe('tel:18005550101');
    expect(within(support).getByRole('link', { name: '+91 90000 12345' }).getAttribute('href')).toBe('tel:+919000012345');
    expect(support.id).toBe('disclamer');
    expect(within(support).getAllByRole('listitem').map((li) => li.textContent).join(' ')).toContain('visa and travel costs');
  });

  it('draws the consultation form of the Machine Learning page', async () => {
    renderPage(courseBySlug('machine-learning'));
    const form = await screen.findByRole('form', { name: 'Free Consultation' });
    for (const name of ['Name', 'Email', 'Designation', 'Experience']) expect(within(form).getByLabelText(name)).toBeTruthy();
  });
});

describe('the instructors spotlight (issue 29)', () => {
  const withSpotlight = (readMoreHref?: string): CoursePage => {
    const page = courseBySlug('data-science-ai-ml');
    return {
      ...page,
      sections: page.sections.map((s) => (s.kind === 'instructors' ? { ...s, spotlight: { text: 'Our instructors teach for years.', ...(readMoreHref ? { readMoreHref } : {}) } } : s)),
    };
  };

  it('links Read More only where staff entered a link (an anchor without one is not crawlable)', () => {
    const without = serverPage(withSpotlight()).querySelector('.instructor-spotlight')!;
    expect(without.textContent).toBe('Our instructors teach for years.');
    expect(without.querySelector('a')).toBeNull();
    const linked = serverPage(withSpotlight('https://example.test/instructors')).querySelector('.instructor-spotlight a')!;
    expect(linked.getAttribute('href')).toBe('https://example.test/instructors');
    expect(linked.textContent).toBe('Read More (opens in a new tab)');
  });
});

describe('the batches (issue 29)', () => {
  const withBatches = (startDates: string[]): CoursePage => {
    const page = courseBySlug('machine-learning');
    return {
      ...page,
      sections: page.sections.map((s) =>
        s.kind === 'batches' ? { ...s, batches: startDates.map((startDate, i) => ({ ...s.batches[0]!, type: i % 2 ? ('weekend' as const) : ('weekday' as const), startDate })) } : s,
      ),
    };
  };

  it('marks the earliest batch the API left (the next one) in words, whatever their order', () => {
    const cards = [...serverPage(withBatches(['2026-12-12', '2026-12-05'])).querySelectorAll('.batch-card')];
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(['Weekday batch', 'Weekend batch Next batch']);
    expect(cards[1]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-12-05');
  });

  it('says new batches are announced soon when none is left', () => {
    const section = serverPage(withBatches([])).querySelector('.course-batches')!;
    expect(section.querySelector('.batch-card')).toBeNull();
    expect(section.textContent).toContain('New batches are announced soon');
  });
});

describe('tab panels without JavaScript (issue 26)', () => {
  // The Machine Learning page has no tab strip.
  it.each(coursePages.filter((p) => p.slug !== 'machine-learning').map((p) => [p.slug, p] as const))('%s: every panel is in the server’s HTML under one heading that names it', (_slug, page) => {
    const root = serverPage(page);
    const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    expect(panels.length).toBeGreaterThan(0);
    for (const panel of panels) {
      const tab = root.querySelector(`[id="${panel.getAttribute('aria-labelledby')}"]`)!;
      const first = panel.firstElementChild?.matches('h3') ? panel.firstElementChild : panel.querySelector('h3');
      expect(first, tab.textContent!).toBeTruthy();
      expect(tab.textContent, 'the heading names the tab').toContain(first!.textContent);
      // One heading with the label, never the panel's own title and the added one.
      expect(Array.from(panel.querySelectorAll('h3')).filter((h) => h.textContent === first!.textContent)).toHaveLength(1);
    }
    // The FAQ categories and eligibility tabs get the label as their heading; the fee panels keep their own title.
    const added = (kind: string) => Array.from(root.querySelectorAll(`[data-section="${kind}"] .course-tabs__heading`)).map((h) => h.textContent);
    const faq = page.sections.find((s) => s.kind === 'faq');
    if (faq) expect(added('faq')).toEqual(faq.categories.map((c) => c.label));
    expect(added('fees')).toEqual([]);
    expect(added('curriculum')).toEqual([]);
  });

  it('keeps the server’s first render as with script: the first panel of each strip shown, the others hidden', () => {
    const root = serverPage(courseBySlug('data-science-ai-ml'));
    const curriculum = Array.from(root.querySelectorAll<HTMLElement>('[data-section="curriculum"] [role="tabpanel"]'));
    expect(curriculum.map((p) => p.hidden)).toEqual(curriculum.map((_, i) => i > 0));
    expect(curriculum[2]!.textContent).toContain('Python');
  });
});

describe('View Plans and More Details (issue 26)', () => {
  const ds = courseBySlug('data-science-ai-ml');
  const dm = courseBySlug('digital-marketing');
  const ctaIn = (root: ParentNode, label: string) => Array.from(root.querySelectorAll<HTMLElement>('a, button')).find((el) => el.textContent === label);

  it.each([
    [ds, '/courses/data-science/syllabus'],
    [dm, '/courses/digital-marketing/syllabus'],
  ])('are links in the server’s HTML: More Details to the printable syllabus, View Plans into the closed plans (%#)', (page, syllabus) => {
    const fees = serverPage(page).querySelector('#course-fee')!;
    expect(ctaIn(fees, 'More Details')?.getAttribute('href')).toBe(syllabus);
    const viewPlans = ctaIn(fees, 'View Plans')!;
    expect(viewPlans.tagName).toBe('A');
    expect(viewPlans.getAttribute('href')).toBe('#course-plans');
    const target = fees.querySelector('#course-plans')!;
    const details = target.closest('details')!;
    // Inside a closed native <details> below the fee card: the fragment opens it without script.
    expect(details).toBeTruthy();
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.previousElementSibling?.classList.contains('fee-card')).toBe(true);
    expect(details.querySelector('summary')?.textContent).toBe('Compare the plans and ways to pay');
  });

  it('lists each plan with its fee, what it includes and how to pay', () => {
    const plans = Array.from(serverPage(ds).querySelectorAll('#course-plans li.course-plan'));
    expect(plans.map((p) => p.querySelector('h3')?.textContent)).toEqual(['4-month programme', '6-month programme']);
    expect(plans[0]!.textContent).toMatch(/INR 99,999.*Inclusive of all taxes.*What is included.*15\+ industry projects.*How to pay.*Pay in full.*Or in no-cost EMIs/);
    expect(plans[1]!.textContent).toMatch(/INR 149,999.*Advanced ML and generative AI module.*20\+ industry projects.*Pay in full/);
    const dmPlans = Array.from(serverPage(dm).querySelectorAll('#course-plans li.course-plan'));
    expect(dmPlans.map((p) => p.textContent)).toEqual([
      expect.stringMatching(/^Pune centreINR 65,000Classroom programme.*150\+ hours of classroom training.*Pay the fee to confirm your seat/),
      expect.stringMatching(/^Haldwani centreAsk a counsellor.*shared by a learning consultant/),
    ]);
    // Only the pages whose fee section says View Plans have plans.
    for (const page of coursePages) {
      const hasViewPlans = allCtas(page).some((c) => c.action === 'plans');
      expect(serverPage(page).querySelectorAll('#course-plans').length, page.slug).toBe(hasViewPlans ? 1 : 0);
    }
  });

  it('with script, View Plans opens the plans, scrolls to them and moves the focus there; More Details stays a link', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { root } = renderPage(ds, '/courses/data-science');
    const fees = (await screen.findByRole('heading', { name: 'Tuition Fee' })).closest('section')!;
    const details = root().querySelector<HTMLDetailsElement>('details.fee-plans')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(fees).getByRole('link', { name: 'View Plans' }));
    expect(details.open).toBe(true);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(details);
    expect(document.activeElement).toBe(document.getElementById('course-plans'));
    expect(window.location.hash).toBe('#course-plans');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(fees).getByRole('link', { name: 'More Details' }).getAttribute('href')).toBe('/courses/data-science/syllabus');
  });
});

describe('calls to action without JavaScript (issue 26)', () => {
  const hrefs = (root: ParentNode, label: string) =>
    Array.from(root.querySelectorAll('a'))
      .filter((a) => a.textContent === label)
      .map((a) => a.getAttribute('href'));

  it('lead to the enquiry page from a page without a form of its own, with the course and the button', () => {
    const root = serverPage(courseBySlug('data-science-ai-ml'));
    expect(root.querySelectorAll('.course-ctas button')).toHaveLength(0);
    expect(hrefs(root.querySelector('[data-section="hero"]')!, 'Apply Now')).toEqual(['/enquire?course=data-science-ai-ml&from=Apply+Now']);
    expect(hrefs(root.querySelector('[data-section="hero"]')!, 'Download Syllabus')).toEqual(['/courses/data-science/syllabus']);
    expect(hrefs(root, 'Contact Academic Counselor')).toEqual(['/enquire?course=data-science-ai-ml&from=Contact+Academic+Counselor']);
    const dm = serverPage(courseBySlug('digital-marketing'));
    expect(hrefs(dm, 'Connect With Us')).toEqual(['/enquire?course=digital-marketing&from=Connect+With+Us']);
    expect(hrefs(dm, 'Share')).toEqual([]);
  });

  it('lead to the page’s own Free Consultation form where it has one', () => {
    const root = serverPage(courseBySlug('machine-learning'));
    const counselling = hrefs(root, 'APPLY FOR COUNSELLING');
    expect(counselling.length).toBeGreaterThan(0);
    for (const href of counselling) expect(href).toBe('#consultation');
    expect(root.querySelector('#consultation form[method="post"]')).toBeTruthy();
    expect(hrefs(root, 'Download Domain Syllabus')).toEqual(['/courses/pattern-analying/syllabus']);
  });

  it.each(coursePages.map((p) => [p.slug, p] as const))('%s: every call to action of the data is a link that leads somewhere on the page or the site', (_slug, page) => {
    const root = serverPage(page);
    for (const cta of allCtas(page)) {
      const found = hrefs(root, cta.label);
      if (cta.action === 'share') {
        expect(found, cta.label).toEqual([]);
        continue;
      }
      expect(found.length, cta.label).toBeGreaterThan(0);
      for (const href of found) {
        if (href!.startsWith('#')) expect(root.querySelector(`[id="${href!.slice(1)}"]`), `${cta.label} -> ${href}`).toBeTruthy();
        else expect(href, cta.label).toMatch(/^\/(enquire\?course=[a-z-]+&from=|courses\/[a-z-]+\/syllabus$)/);
      }
    }
  });
});

describe('calls to action go through CtaButton', () => {
  const fixture = (ctas: Cta[]): CoursePage => {
    const ds = courseBySlug('data-science-ai-ml');
    const fees = ds.sections.find((s) => s.kind === 'fees')!;
    return { ...ds, sections: [{ kind: 'hero', title: 'A fifth course', tagline: 'Only data.', ctas }, fees] };
  };
  const byAction = (action: CtaAction, label: string): Cta => ({ label, action });

  it('opens the lead form for a lead action and for a syllabus download', async () => {
    renderPage(fixture([byAction('lead', 'Apply Now'), byAction('syllabus', 'Download Syllabus')]));
    // The hero's button (the fee section below has an Apply Now of its own).
    fireEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
    expect(await screen.findByRole('dialog', { name: 'Talk to a counsellor about Data Science and AI-ML' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Download Syllabus', hidden: true })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Get the Data Science and AI-ML syllabus' })).toBeTruthy();
  });

  it('scrolls to the fee section for scrollToFees', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderPage(fixture([byAction('scrollToFees', 'View Fees')]));
    fireEvent.click(await screen.findByRole('button', { name: 'View Fees' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('course-fee'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws the share action as an icon button', async () => {
    renderPage(fixture([byAction('share', 'Share')]));
    const share = await screen.findByRole('button', { name: 'Share this page' });
    expect(share.querySelector('svg')).toBeTruthy();
  });
});

describe('the page frame', () => {
  it('covers every kind of section with the four pages (each has a component, exercised above)', () => {
    const ALL_KINDS = [
      'hero', 'stats', 'careerOutcomes', 'highlights', 'comparison', 'curriculum', 'tools', 'projects', 'instructors',
      'careerSteps', 'banner', 'testimonials', 'ratings', 'eligibility', 'fees', 'included', 'howToApply', 'faq', 'support',
      'disclaimer', 'audience', 'projectLab', 'domains', 'careerServices', 'syllabus', 'consultation', 'certificate',
      'batches', 'mentors',
    ] as const satisfies readonly SectionKind[];
    // Fails to type-check when a kind is added to the Section union but not to this list.
    const complete: [Exclude<SectionKind, (typeof ALL_KINDS)[number]>] extends [never] ? true : false = true;
    expect(complete).toBe(true);
    expect(new Set(coursePages.flatMap((p) => p.sections.map((s) => s.kind)))).toEqual(new Set(ALL_KINDS));
  });

  it('alternates the band colour of neighbouring sections', () => {
    for (const page of coursePages) {
      const tones = sectionTones(page.sections);
      page.sections.forEach((section, i) => {
        if (['hero', 'stats', 'banner'].includes(section.kind)) expect(tones[i]).toBe('plain');
        else if (i > 0 && !['hero', 'stats', 'banner'].includes(page.sections[i - 1]!.kind)) expect(tones[i]).not.toBe(tones[i - 1]);
      });
    }
  });
});
