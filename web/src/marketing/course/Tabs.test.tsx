import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_HEADING_CLASS, Tabs } from './Tabs';

const items = ['Pune', 'Indore', 'Bangalore'].map((city) => ({ key: city, label: city, panel: <p>Fee in {city}</p> }));

function selected() {
  return screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
}
/** The visible panels' own content (without the heading drawn only when script is off). */
function visiblePanels() {
  return screen
    .getAllByRole('tabpanel', { hidden: true })
    .filter((p) => !p.hidden)
    .map((p) => Array.from(p.childNodes).filter((n) => !(n instanceof HTMLElement && n.classList.contains(NO_SCRIPT_HEADING_CLASS))).map((n) => n.textContent).join(''));
}

describe('Tabs', () => {
  it('selects the first tab at first and shows only its panel', () => {
    render(<Tabs label="Fee by city" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Fee by city' })).toBeTruthy();
    expect(selected()).toEqual(['Pune']);
    expect(visiblePanels()).toEqual(['Fee in Pune']);
    // Only the selected tab is in the tab order; the others are reached with the arrow keys.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    // Each tab names and controls its panel.
    const tab = screen.getByRole('tab', { name: 'Pune' });
    const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('switches the panel when another tab is clicked', () => {
    render(<Tabs label="Fee by city" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Bangalore' }));
    expect(selected()).toEqual(['Bangalore']);
    expect(visiblePanels()).toEqual(['Fee in Bangalore']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves with the arrow keys (wrapping round), Home and End, and focuses the new tab', () => {
    render(<Tabs label="Fee by city" items={items} />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['Indore']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Indore' }));
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(selected()).toEqual(['Bangalore']);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['Pune']);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Bangalore']);
    expect(visiblePanels()).toEqual(['Fee in Bangalore']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toEqual(['Pune']);
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toEqual(['Bangalore']);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(selected()).toEqual(['Indore']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Indore' }));
  });

  it('ignores other keys', () => {
    render(<Tabs label="Fee by city" items={items} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'a' });
    expect(selected()).toEqual(['Pune']);
  });

  it('starts each panel with its label as a heading for visitors without script, unless the panels are titled', () => {
    const { unmount } = render(<Tabs label="Fee by city" items={items} />);
    const headings = screen.getAllByRole('tabpanel', { hidden: true }).map((p) => p.firstElementChild);
    expect(headings.map((h) => [h?.tagName, h?.className, h?.textContent])).toEqual([
      ['H3', NO_SCRIPT_HEADING_CLASS, 'Pune'],
      ['H3', NO_SCRIPT_HEADING_CLASS, 'Indore'],
      ['H3', NO_SCRIPT_HEADING_CLASS, 'Bangalore'],
    ]);
    unmount();
    // Panels with a title of their own (the fee panels) get no second one.
    render(<Tabs label="Fee by city" items={items} panelsTitled />);
    expect(document.querySelectorAll(`.${NO_SCRIPT_HEADING_CLASS}`)).toHaveLength(0);
  });
});

describe('Tabs without JavaScript', () => {
  it('are drawn by the server with every panel in the HTML, only the first one shown, each under its label', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs label="Fee by city" items={items} />);
    const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    expect(panels.map((p) => [p.hidden, p.querySelector(`h3.${NO_SCRIPT_HEADING_CLASS}`)?.textContent, p.textContent])).toEqual([
      [false, 'Pune', 'PuneFee in Pune'],
      [true, 'Indore', 'IndoreFee in Indore'],
      [true, 'Bangalore', 'BangaloreFee in Bangalore'],
    ]);
  });

  it('are shown whole by the page’s <noscript> style: no tab list, every panel, each panel’s heading', () => {
    // The CSS hides the heading for visitors with script; the <noscript> style in the page's head undoes that.
    const css = readFileSync(path.resolve(import.meta.dirname, 'course.css'), 'utf8');
    expect(css).toMatch(new RegExp(`\\.${NO_SCRIPT_HEADING_CLASS} \\{ display: none;`));
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<noscript>\s*<style>([\s\S]*?)<\/style>\s*<\/noscript>/.exec(head)?.[1] ?? '';
    const rules = Object.fromEntries([...style.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]));
    expect(rules['.course-tabs__list']).toBe('display: none !important;');
    expect(rules['.course-tabs__panel[hidden]']).toBe('display: block !important;');
    expect(rules[`.${NO_SCRIPT_HEADING_CLASS}`]).toBe('display: block !important;');
    // The vertical (curriculum) layout puts the panels beside the list: without the list, they take the whole width.
    expect(rules['.course-tabs--vertical']).toBe('display: block !important;');
    // No notice in the page's body claims the site needs JavaScript.
    expect(html.slice(html.indexOf('<body'))).not.toContain('<noscript>');
  });

  it('draws the vertical (curriculum) tabs as one column at every width: on a phone, one module a row across it', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, 'course.css'), 'utf8');
    const phone = /@media \(max-width: 899\.98px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    const rules = Object.fromEntries([...phone.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]));
    // Side by side, names of every length ("02 SQL", "06 Advanced ML and …") wrapped into uneven rows.
    expect(rules['.course-tabs--vertical .course-tabs__list']).toMatch(/flex-direction: column;/);
    expect(rules['.course-tabs--vertical .course-tabs__tab']).toMatch(/width: 100%;/);
  });
});
