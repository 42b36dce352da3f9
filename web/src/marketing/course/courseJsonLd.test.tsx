// A course page's Course data (Google's Course rich result: name, description, provider).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnServer, renderWithApi } from '../../public/testUtils';
import { LeadFormProvider } from '../leads/LeadFormProvider';
import { CoursePageView } from './CoursePageView';
import { courseJsonLd } from './courseJsonLd';
import { courseBySlug } from './seedPages';

const ORIGIN = 'https://www.learning-centre.example';
const page = courseBySlug('data-science-ai-ml');

describe('Course JSON-LD', () => {
  it('gives the page’s title and description, its absolute url, and the centre as provider', () => {
    expect(courseJsonLd(page, { name: 'Pune Learning Centre' }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: page.title,
      description: page.metaDescription,
      url: `${ORIGIN}${page.path}`,
      provider: { '@type': 'EducationalOrganization', name: 'Pune Learning Centre', sameAs: `${ORIGIN}/` },
    });
  });
});

describe('the course page', () => {
  it('sends the Course data in the server’s HTML, escaped so no text can close its script', () => {
    const title = 'Data </script><script>alert(1)</script> course';
    const { root } = renderOnServer(
      <LeadFormProvider>
        <CoursePageView page={{ ...page, title }} />
      </LeadFormProvider>,
      page.path,
    );
    const scripts = root.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json');
    const data = JSON.parse(scripts[0]!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Course',
      name: title,
      description: page.metaDescription,
      url: `${ORIGIN}${page.path}`,
      provider: { '@type': 'EducationalOrganization', sameAs: `${ORIGIN}/` },
    });
  });

  it('names the centre of the site settings as the provider', async () => {
    const { container } = renderWithApi(
      <LeadFormProvider>
        <CoursePageView page={page} />
      </LeadFormProvider>,
      { PortalSiteSettings: () => ({ siteSettings: { __typename: 'SiteSettings', siteName: 'Pune Learning Centre' } }) },
      page.path,
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      const script = container.querySelector('script[type="application/ld+json"]');
      expect(script).toBeTruthy();
      expect(JSON.parse(script!.textContent!)).toMatchObject({ '@type': 'Course', name: page.title, provider: { name: 'Pune Learning Centre' } });
    });
  });
});
