// Spinners carry their label on an element with a role (issue 26: an aria-label on a plain element is not read).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing';
import { Loading } from './LoadState';

describe('Loading', () => {
  it('is a status named by its label', () => {
    renderAdmin(<Loading label="Loading leads" />);
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeTruthy();
  });
});
