// The admin area's Mantine theme: the site's blue, system fonts.
import { createTheme } from '@mantine/core';

export const adminTheme = createTheme({
  primaryColor: 'blue',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  defaultRadius: 'sm',
  cursorType: 'pointer',
});
