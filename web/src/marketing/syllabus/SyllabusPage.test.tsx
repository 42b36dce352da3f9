import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursePages } from '../course/seedPages';
import { renderWithApi } from '../../public/testUtils';
import { SyllabusPage, totalHours } from './SyllabusPage';

afterEach(() => vi.restoreAllMocks());

describe('the printable syllabus', () => {
  it.each(coursePages.map((p) => [p.slug, p] as const))('%s: every module and topic, with a way back and a print button', (_slug, page) => {
    const view = renderWithApi(<SyllabusPage page={page} />, {});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(page.syllabus.course);
    const modules = screen.getAllByRole('heading', { level: 2 });
    expect(modules).toHaveLength(page.syllabus.modules.length);
    page.syllabus.modules.forEach((m, i) => expect(modules[i]!.textContent).toContain(m.title));
    for (const topic of page.syllabus.modules.flatMap((m) => m.topics)) expect(view.container.textContent).toContain(topic);
    expect(screen.getByRole('link', { name: /Back to the course/ }).getAttribute('href')).toBe(page.path);
    expect(document.title).toBe(`${page.syllabus.course} — Syllabus`);
    view.unmount();
  });

  it('prints on request and counts the module hours', () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    const page = coursePages.find((p) => p.slug === 'full-stack-development')!;
    renderWithApi(<SyllabusPage page={page} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    // Prep 15 + Java 35 + DSA 35 + HTML/CSS 20 + JavaScript 30 + MySQL 15.
    expect(totalHours(page)).toBe(150);
    expect(screen.getByText('Classroom hours in the modules').nextElementSibling!.textContent).toBe('150');
  });
});
