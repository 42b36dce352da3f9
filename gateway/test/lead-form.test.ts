// The lead form without JavaScript (issue 26): a course page's Free Consultation form posted as a plain HTML form to
// the page's own URL stores the lead through the same service as GraphQL, and the same page comes back thanked, or
// with every problem beside its field and the values kept (400); never cached, refused from other sites. Needs the
// built web app (npm test builds it first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSAL } from '../src/http/lead-form.js';
import { PHONE_REQUIRED } from '../src/services/leads.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { requireWebBuild, webDistDir } from './helpers/web-dist.js';

const distDir = webDistDir;
const built = requireWebBuild();
const ORIGIN = 'https://www.learning-centre.example';
const PAGE = '/courses/pattern-analying';

let n = 0;
const address = () => `10.71.0.${++n}`;
const form = (overrides: Record<string, string | null> = {}) => {
  const fields: Record<string, string | null> = {
    leadForm: 'consultation',
    course: 'machine-learning',
    sourceButton: 'Free Consultation: Submit',
    name: 'Asha Patil',
    email: `asha${++n}@example.com`,
    // A number of its own (one number joins one open lead), unless the test names one.
    phone: `07${String(n).padStart(4, '0')} ${String(n).padStart(5, '0')}`,
    designation: 'Analyst',
    experience: 'Fresher',
    whatsapp: 'yes',
    consent: 'yes',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null)).toString();
};

/** An input, select or checkbox of the form by its name, as raw HTML. */
const control = (html: string, name: string) => new RegExp(`<(?:input|select)[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

describe.skipIf(!built)('the Free Consultation form without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webDistDir: distDir, publicUrl: ORIGIN });
  });
  afterAll(() => t.close());

  const post = (body: string, headers: Record<string, string> = {}, url = PAGE) =>
    t.fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://test.local', 'x-forwarded-for': address(), ...headers },
    });

  it('is a plain form on the page, posted to the page itself', async () => {
    const html = await (await t.fetch(PAGE)).text();
    const tag = /<form[^>]*aria-label="Free Consultation"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(tag, 'method')).toBe('post');
    expect(attr(tag, 'action')).toBe(PAGE);
    expect(attr(control(html, 'phone'), 'required')).toBe('');
    expect(html).toContain('WhatsApp is fine on this number');
  });

  it('stores the lead through the leads service and answers with the page, thanked, never cached', async () => {
    const body = form({ email: 'plain-post@example.com', phone: '098765 43210' });
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // (React separates adjacent text with <!-- -->.)
    const html = (await res.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Thank you, Asha Patil!');
    // The thanks take the focus, which brings them into view on a long page.
    expect(html).toMatch(/<div class="lead-confirmation" role="status" tabindex="-1" autofocus="">/);
    expect(html).toContain('An academic counsellor will call you within one working day.');
    expect(html).not.toMatch(/aria-label="Free Consultation"[^>]*method="post"/);
    const lead = await t.db.prisma.lead.findFirstOrThrow({ where: { email: 'plain-post@example.com' } });
    expect(lead).toMatchObject({ name: 'Asha Patil', phone: '+91 98765 43210', whatsapp: true, experience: 'Fresher', course: 'machine-learning', sourcePage: PAGE, sourceButton: 'Free Consultation: Submit', consent: true });
    // The hydration data carries the outcome, so the page hydrates as it was drawn.
    expect(html).toMatch(/"leadForm":\{"form":"consultation"[^]*"receipt":\{"created":true,"name":"Asha Patil"\}/);
    // A second post (same number and e-mail) joins that lead, as through GraphQL.
    const again = await post(body);
    expect((await again.text()).replaceAll('<!-- -->', '')).toContain('we updated it with these details');
    expect(await t.db.prisma.lead.count({ where: { email: 'plain-post@example.com' } })).toBe(1);
  });

  it('answers a form with problems with 400 and the same page: every problem beside its field, values kept, nothing stored', async () => {
    const before = await t.db.prisma.lead.count();
    const res = await post(form({ name: 'Ravi </script><b>Kumar', email: 'ravi@', phone: '12345', designation: ' ', experience: '', consent: null, whatsapp: null }));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(await t.db.prisma.lead.count()).toBe(before);
    const problems = [
      ['email', 'Enter a valid email address'],
      ['phone', 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210'],
      ['designation', 'Designation is required'],
      ['experience', 'Choose your experience'],
      ['consent', 'Please agree to be contacted'],
    ] as const;
    for (const [name, message] of problems) {
      const tag = control(html, name);
      expect(attr(tag, 'aria-invalid'), name).toBe('true');
      const errorId = attr(tag, 'aria-describedby')!.split(' ')[0]!;
      expect(html, name).toContain(`<p class="lead-form__error" id="${errorId}">${message}</p>`);
    }
    expect(attr(control(html, 'name'), 'aria-invalid')).toBeUndefined();
    // The values come back as typed (escaped), the first field in error has the focus.
    expect(attr(control(html, 'name'), 'value')).toBe('Ravi &lt;/script&gt;&lt;b&gt;Kumar');
    expect(attr(control(html, 'email'), 'value')).toBe('ravi@');
    expect(attr(control(html, 'phone'), 'value')).toBe('12345');
    expect(control(html, 'email')).toContain('autofocus=""');
    expect(control(html, 'whatsapp')).not.toContain('checked');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('Please correct the 5 fields marked below.');
  });

  it('takes only a ticked box as consent: "no" or an empty value is not agreement, and nothing is stored', async () => {
    const before = await t.db.prisma.lead.count();
    for (const consent of ['', 'no', 'false', '0']) {
      const res = await post(form({ consent }));
      expect(res.status, consent).toBe(400);
      expect(await res.text(), consent).toContain('Please agree to be contacted');
    }
    expect(await t.db.prisma.lead.count()).toBe(before);
    expect((await post(form({ consent: 'on', whatsapp: 'no' }))).status).toBe(200);
    expect((await t.db.prisma.lead.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })).whatsapp).toBe(false);
  });

  it('asks for the phone a call back needs, keeping the WhatsApp choice', async () => {
    const res = await post(form({ phone: '' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(PHONE_REQUIRED);
    expect(control(html, 'whatsapp')).toContain('checked=""');
    expect(control(html, 'phone')).toContain('autofocus=""');
  });

  it('refuses a form sent from another site, or from nowhere it can tell, and stores nothing', async () => {
    const before = await t.db.prisma.lead.count();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://test.local', 'sec-fetch-site': 'same-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '', referer: 'https://evil.example/page' },
      { origin: '' },
    ];
    for (const headers of foreign) {
      const res = await post(form(), headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe(CROSS_SITE_REFUSAL);
    }
    expect(await t.db.prisma.lead.count()).toBe(before);
    // This site's own pages: by Origin (the public one too), by Sec-Fetch-Site, or by Referer alone.
    // (Chromium sends `Origin: null` with `Sec-Fetch-Site: same-origin` under the site's no-referrer policy.)
    const own: Record<string, string>[] = [
      { origin: ORIGIN },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
      { origin: '', referer: `http://test.local${PAGE}` },
    ];
    for (const headers of own) {
      expect((await post(form(), headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reads only a urlencoded form, on a page that has the form', async () => {
    expect((await post(JSON.stringify({ name: 'x' }), { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post(form({ leadForm: 'other' }))).status).toBe(400);
    expect((await post(`${form()}&padding=${'x'.repeat(20_000)}`)).status).toBe(413);
    // Pages without a lead form. (Every course page takes its form's POST since courses are data, issue 29: whether a
    // page shows the form is its document's; the lead's course is checked when it is stored.)
    for (const url of ['/jobs', '/']) expect((await post(form(), {}, url)).status, url).toBe(404);
  });

  it('says so over the hourly limit (429), with the values kept', async () => {
    const from = address();
    for (let i = 0; i < 10; i++) expect((await post(form(), { 'x-forwarded-for': from })).status).toBe(200);
    const res = await post(form({ name: 'Over Limit' }), { 'x-forwarded-for': from });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('Too many requests from your network');
    expect(attr(control(html, 'name'), 'value')).toBe('Over Limit');
  });

  it('takes the enquiry page’s form (where lead buttons lead without script) and answers with that page, its course kept', async () => {
    const enquiry = '/enquire?course=digital-marketing&from=Get+Started';
    const page = await (await t.fetch(enquiry)).text();
    const tag = /<form[^>]*method="post"[^>]*>/.exec(page)?.[0] ?? '';
    expect(attr(tag, 'action')).toBe(enquiry.replaceAll('&', '&amp;'));
    expect(page).toContain('<meta name="robots" content="noindex, follow">');

    const fields = { course: 'digital-marketing', sourceButton: 'Get Started' };
    const refused = await post(form({ ...fields, email: 'enquiry@', phone: '' }), {}, enquiry);
    expect(refused.status).toBe(400);
    const again = (await refused.text()).replaceAll('<!-- -->', '');
    // The same page: about the same course, from the same button, what was typed kept, the problems beside it.
    expect(again).toContain('Talk to a counsellor about Digital Marketing');
    expect(attr(control(again, 'sourceButton'), 'value')).toBe('Get Started');
    expect(attr(control(again, 'email'), 'value')).toBe('enquiry@');
    expect(again).toContain('Enter a valid email address');
    expect(again).toContain(PHONE_REQUIRED);
    expect(await t.db.prisma.lead.count({ where: { email: 'enquiry@' } })).toBe(0);

    const thanked = await post(form({ ...fields, email: 'enquiry@example.com' }), {}, enquiry);
    expect(thanked.status).toBe(200);
    expect(thanked.headers.get('cache-control')).toBe('no-store');
    expect((await thanked.text()).replaceAll('<!-- -->', '')).toContain('Thank you, Asha Patil!');
    const lead = await t.db.prisma.lead.findFirstOrThrow({ where: { email: 'enquiry@example.com' } });
    expect(lead).toMatchObject({ course: 'digital-marketing', sourcePage: '/enquire', sourceButton: 'Get Started', wantsSyllabus: false });
  });

  it('carries the page\'s utm_* values as hidden fields and stores them with the enquiry; too long a value is named', async () => {
    const page = '/enquire?course=digital-marketing&from=Get+Started&utm_source=google&utm_campaign=diwali-2026';
    const html = await (await t.fetch(page)).text();
    expect(attr(control(html, 'utm_source'), 'value')).toBe('google');
    expect(attr(control(html, 'utm_campaign'), 'value')).toBe('diwali-2026');
    expect(control(html, 'utm_medium')).toBe('');

    const fields = { course: 'digital-marketing', sourceButton: 'Get Started', utm_source: 'google', utm_campaign: 'diwali-2026' };
    const tooLong = await post(form({ ...fields, utm_term: 'x'.repeat(201) }), {}, page);
    expect(tooLong.status).toBe(400);
    const refused = await tooLong.text();
    expect(refused).toContain('utm_term must be at most 200 characters');
    // The answer's form carries the campaign again.
    expect(attr(control(refused, 'utm_source'), 'value')).toBe('google');

    const stored = await post(form({ ...fields, email: 'campaign-post@example.com' }), {}, page);
    expect(stored.status).toBe(200);
    const lead = await t.db.prisma.lead.findFirstOrThrow({ where: { email: 'campaign-post@example.com' }, include: { submissionLog: true } });
    expect(lead).toMatchObject({ source: 'GOOGLE', campaign: 'diwali-2026' });
    expect(lead.submissionLog[0]).toMatchObject({ utmSource: 'google', utmCampaign: 'diwali-2026', utmMedium: '', sourcePage: '/enquire' });
  });

  it('leaves the cached page the same for everyone', async () => {
    await t.fetch(PAGE);
    const cached = await t.fetch(PAGE);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const html = await cached.text();
    expect(html).not.toContain('Thank you');
    expect(html).not.toContain('Asha Patil');
    expect(html).not.toContain('"leadForm":');
  });
});
