// The admin's dialogs add no landmark to the page: Mantine draws a modal's or drawer's title bar as a <header>, which
// (portalled to <body>, outside any sectioning element) would be a second banner beside the layout's.
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { adminTheme } from './theme';

describe('admin dialogs and landmarks', () => {
  it.each([
    ['modal', <Modal key="m" opened onClose={() => {}} title="Edit lead">Status and note</Modal>],
    ['drawer', <Drawer key="d" opened onClose={() => {}} title="Application">Its details</Drawer>],
  ])('a %s’s title bar is not a banner', async (_kind, dialog) => {
    render(
      <MantineProvider theme={adminTheme}>
        <header>Back office</header>
        <main>The page</main>
        {dialog}
      </MantineProvider>,
    );
    const shown = await screen.findByRole('dialog');
    expect(within(shown).getByRole('heading')).toBeTruthy();
    expect(within(shown).queryByRole('banner')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    // What the browser journeys' axe reported (moderate, so not blocking there).
    const results = await axe.run(document, { runOnly: { type: 'rule', values: ['landmark-no-duplicate-banner', 'landmark-unique'] } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
