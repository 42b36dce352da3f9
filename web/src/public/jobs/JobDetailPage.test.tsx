// The job page's head and its links as crawlers read them: the meta description keeps typed text as typed (only the
// description's HTML becomes text), the JobPosting data says how the job is applied to, and links that lead to
// applying are not followed by crawlers.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider, type ServerRenderRecord } from '../../ssr/RenderContext';
import { renderRoutes, sampleJob } from '../testUtils';
import { JobDetailPage } from './JobDetailPage';

const ORIGIN = 'https://www.learning-centre.example';

function jobDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...sampleJob({ salary: '₹4.5 LPA' }),
    content: '<p>Turn raw data into dashboards.</p>',
    updatedAt: '2025-06-02T10:00:00.000Z',
    salaryRange: { __typename: 'SalaryRange', min: 450000, max: 450000, unit: 'YEAR' },
    state: 'OPEN',
    closesAt: null,
    filledAt: null,
    experienceMin: null,
    experienceMax: null,
    skills: [],
    applyUrl: null,
    applyEmail: null,
    ...overrides,
  };
}

function renderJob(job: Record<string, unknown>) {
  const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
  const view = renderRoutes(
    [
      {
        path: '/jobs/:id',
        element: (
          <ServerRenderProvider info={{ now: Date.parse('2025-06-05T12:00:00Z'), origin: ORIGIN }} record={record} sanitizeRichText={(html) => html}>
            <JobDetailPage />
          </ServerRenderProvider>
        ),
      },
    ],
    `/jobs/${String(job.id)}`,
    {
      PortalJobDetail: () => ({ jobPost: job }),
      PortalJobSuggestions: () => ({ jobPosts: { __typename: 'QueryJobPostsConnection', edges: [] } }),
    },
  );
  return { ...view, record };
}

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).toBeTruthy();
  return JSON.parse(script!.textContent!) as Record<string, unknown>;
}

describe('JobDetailPage', () => {
  // Cuid ids begin with a timestamp: jobs posted a second apart share their first 8 characters (every sample job
  // began "cmx0ecvm"). The page shows the id's end, as the admin's ID column does, and the full id in a title.
  it('shows the Job ID as staff see it: the last 8 characters, which tell jobs posted together apart', async () => {
    const shown: string[] = [];
    for (const id of ['cmx0ecvm0000k3h9abcd1234', 'cmx0ecvm0001q7z2wxyz5678']) {
      const { container, unmount } = renderJob(jobDetail({ id }));
      await screen.findByRole('heading', { level: 1 });
      const label = [...container.querySelectorAll('dt')].find((dt) => dt.textContent === 'Job ID');
      const code = label?.nextElementSibling?.querySelector('code');
      expect(code?.getAttribute('title')).toBe(id);
      shown.push(code?.textContent ?? '');
      unmount();
    }
    expect(shown).toEqual(['…abcd1234', '…wxyz5678']);
  });

  it('describes the job with its title as typed, and only its description read as HTML', async () => {
    const { record } = renderJob(
      jobDetail({ title: 'X </script><script>alert(1)</script>', companyname: 'R&amp;D Labs', content: '<p>Type &amp;lt; for less &amp; more.</p>' }),
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(record.head.description).toBeDefined());
    expect(record.head.description).toBe('X </script><script>alert(1)</script> at R&amp;D Labs, Pune, Maharashtra. Full-Time, ₹4.5 LPA. Type &lt; for less & more.');
  });

  // Link previews (Facebook, WhatsApp, LinkedIn) draw PNG, JPEG and WebP but not SVG: an SVG logo leaves the site's
  // default picture (the server's, when the page names none).
  it('names the company’s logo as the link preview’s picture only when previews can draw it', async () => {
    const { record, unmount } = renderJob(jobDetail({ companylogo: '/uploads/acme-logo.png' }));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(record.head.image).toBe('/uploads/acme-logo.png'));
    unmount();
    const svg = renderJob(jobDetail({ companylogo: '/logos/sahyadri-analytics.svg' }));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(svg.record.head.description).toBeDefined());
    expect(svg.record.head.image).toBeUndefined();
  });

  it('gives the JobPosting data the city and state, and directApply for a job applied to on this site', async () => {
    const { container } = renderJob(jobDetail({ location: 'Hinjewadi, Pune' }));
    await screen.findByRole('heading', { level: 1 });
    const data = jsonLd(container);
    expect(data.directApply).toBe(true);
    expect((data.jobLocation as { address: unknown }).address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' });
  });

  it('says a job applied to on the company’s site or by mail is not applied to directly', async () => {
    const { container } = renderJob(jobDetail({ applyMethod: 'URL', applyUrl: 'https://careers.example/job' }));
    await screen.findByRole('heading', { level: 1 });
    expect(jsonLd(container).directApply).toBe(false);
  });

  it('asks crawlers not to follow the counted links to apply elsewhere', async () => {
    for (const job of [jobDetail({ applyMethod: 'URL', applyUrl: 'https://careers.example/job' }), jobDetail({ id: 'job-2', applyMethod: 'EMAIL', applyEmail: 'jobs@example.com' })]) {
      const { container, unmount } = renderJob(job);
      await screen.findByRole('heading', { level: 1 });
      const links = [...container.querySelectorAll('a[href*="/apply"]')];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.getAttribute('rel') ?? '', link.outerHTML).toMatch(/\bnofollow\b/);
      unmount();
    }
  });

  // Needs ApplyNow.tsx (not this file's owner's) to give its link to the application page rel="nofollow".
  it('asks crawlers not to follow the links to the application page (blocked in robots.txt)', async () => {
    const { container } = renderJob(jobDetail());
    await screen.findByRole('heading', { level: 1 });
    const links = [...container.querySelectorAll('a[href$="/apply"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('rel') ?? '', link.outerHTML).toMatch(/\bnofollow\b/);
  });
});
