// The centre's EducationalOrganization data: built from the site settings, and on the home page once they are read.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerRenderProvider, type ServerRenderRecord } from '../ssr/RenderContext';
import { HomePage } from './home/HomePage';
import { organizationJsonLd, type OrganizationSource } from './organizationJsonLd';
import { renderRoutes, sampleJob } from './testUtils';

const ORIGIN = 'https://www.learning-centre.example';

const settings: OrganizationSource = {
  siteName: 'Pune Learning Centre',
  supportEmail: 'help@centre.example',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  address: 'Office 402, Pune IT Park, Shivajinagar',
  city: 'Pune, Maharashtra',
  facebookUrl: 'https://facebook.example/centre',
  instagramUrl: '',
  linkedinUrl: 'https://www.linkedin.example/company/centre',
  youtubeUrl: '',
  twitterUrl: '',
};

describe('EducationalOrganization JSON-LD', () => {
  it('names the centre with its address, phone, mail, absolute url and logo, and the social links that are set', () => {
    expect(organizationJsonLd(settings, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Pune Learning Centre',
      url: 'https://www.learning-centre.example/',
      logo: 'https://www.learning-centre.example/favicon.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 402, Pune IT Park, Shivajinagar',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        addressCountry: 'IN',
      },
      telephone: '1800-210-2020',
      email: 'help@centre.example',
      sameAs: ['https://facebook.example/centre', 'https://www.linkedin.example/company/centre'],
    });
  });

  it('reads the city by the server’s rule for places: a short state in full, never a city as the region', () => {
    const address = (city: string) => organizationJsonLd({ ...settings, address: '', city }, ORIGIN).address;
    expect(address('Pune')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' });
    expect(address('Pune, MH')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' });
    expect(address('Goa')).toEqual({ '@type': 'PostalAddress', addressRegion: 'Goa', addressCountry: 'IN' });
    expect(address('')).toEqual({ '@type': 'PostalAddress', addressCountry: 'IN' });
  });

  it('leaves out blank details and links that are not web addresses, and falls back to the mobile number', () => {
    const data = organizationJsonLd(
      { ...settings, tollFreeNumber: ' ', supportEmail: '', facebookUrl: 'javascript:alert(1)', linkedinUrl: 'not a url', twitterUrl: ' https://x.example/centre ' },
      'https://centre.example',
    );
    expect(data.telephone).toBe('+91 98765 43210');
    expect(data).not.toHaveProperty('email');
    expect(data.sameAs).toEqual(['https://x.example/centre']);
    expect(organizationJsonLd({ ...settings, facebookUrl: '', linkedinUrl: '' }, ORIGIN)).not.toHaveProperty('sameAs');
    expect(data.url).toBe('https://centre.example/');
  });
});

const connection = (nodes: unknown[]) => ({
  __typename: 'QueryJobPostsConnection',
  totalCount: nodes.length,
  edges: nodes.map((node) => ({ __typename: 'QueryJobPostsConnectionEdge', node })),
});

function renderHome(siteSettings: Record<string, unknown> | null) {
  const record: ServerRenderRecord = { head: {}, status: 200, chunks: new Set() };
  const jobs = [sampleJob({ id: 'job-0', title: 'Job 0' })];
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ServerRenderProvider info={{ now: Date.parse('2025-06-05T12:00:00Z'), origin: ORIGIN }} record={record} sanitizeRichText={(html) => html}>
            <HomePage />
          </ServerRenderProvider>
        ),
      },
    ],
    '/',
    {
      ...(siteSettings ? { PortalSiteSettings: () => ({ siteSettings: { __typename: 'SiteSettings', ...siteSettings } }) } : {}),
      PortalFeaturedJobs: () => ({ jobPosts: connection(jobs) }),
      PortalHomeExtras: () => ({ jobCategoryCounts: [], jobPosts: connection(jobs) }),
    },
  );
}

describe('the home page', () => {
  it('carries the centre’s EducationalOrganization data from the site settings, escaped so no text can close its script', async () => {
    const name = 'Centre </script><script>alert(1)</script>';
    const { container } = renderHome({ ...settings, siteName: name });
    await screen.findAllByText('Job 0');
    await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).toBeTruthy());
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.innerHTML).not.toContain('</script');
    const data = JSON.parse(scripts[0]!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'EducationalOrganization',
      name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      sameAs: ['https://facebook.example/centre', 'https://www.linkedin.example/company/centre'],
    });
  });

  it('has none while the settings cannot be read (never the defaults’ placeholder details)', async () => {
    const { container, calls } = renderHome(null);
    await screen.findAllByText('Job 0');
    await waitFor(() => expect(calls.map((c) => c.operationName)).toContain('PortalSiteSettings'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
