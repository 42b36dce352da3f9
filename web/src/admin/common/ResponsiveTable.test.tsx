import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, windowWidth } from '../testing';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Job {
  id: string;
  title: string;
  company: string;
}

const JOBS: Job[] = [
  { id: 'j1', title: 'Data Analyst', company: 'Acme' },
  { id: 'j2', title: 'Senior Principal Machine Learning Platform Engineer', company: 'Konkan Analytics' },
];
const COLUMNS: Column<Job>[] = [
  { header: 'Title', cell: (job) => job.title, primary: true },
  { header: 'Company', cell: (job) => job.company },
];

function renderTable(rows: Job[]) {
  return renderAdmin(
    <ResponsiveTable
      label="Job Postings"
      columns={COLUMNS}
      rows={rows}
      rowKey={(job) => job.id}
      empty="No job posts yet."
      actions={(job) => (
        <>
          <Button size="xs">{`Edit ${job.title}`}</Button>
          <Button size="xs">{`Delete ${job.title}`}</Button>
        </>
      )}
    />,
  );
}

/** Layout as a browser would measure it: the table's box `box` px wide, the table needing `table` px. */
function layout(box: number, table: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-layout') ? box : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? table : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ResponsiveTable', () => {
  it('is a table where it fits, with every action in its row', () => {
    layout(900, 700);
    renderTable(JOBS);
    const table = screen.getByRole('table', { name: 'Job Postings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Edit Senior Principal Machine Learning Platform Engineer',
      'Delete Senior Principal Machine Learning Platform Engineer',
    ]);
  });

  it('becomes one card per row, actions included, when the table is wider than its box (a tablet beside the sidebar)', () => {
    windowWidth(900);
    layout(480, 760);
    renderTable(JOBS);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Job Postings' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Data Analyst')).toBeTruthy();
    expect(within(cards[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit Data Analyst', 'Delete Data Analyst']);
  });

  it('is cards on a phone', () => {
    windowWidth(412);
    renderTable(JOBS);
    expect(within(screen.getByRole('list', { name: 'Job Postings' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says there is nothing without an empty list (a list must hold list items)', () => {
    windowWidth(412);
    renderTable([]);
    expect(screen.getByText('No job posts yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
