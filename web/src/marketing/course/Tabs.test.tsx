import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = ['Pune', 'Indore', 'Bangalore'].map((city) => ({ key: city, label: city, panel: <p>Fee in {city}</p> }));

function selected() {
  return screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
}
function visiblePanels() {
  return screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => !p.hidden).map((p) => p.textContent);
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
});
