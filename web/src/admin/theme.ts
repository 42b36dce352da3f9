// The admin area's Mantine theme: the site's blue, system fonts, and colours that every text on them can be read on
// (WCAG AA, 4.5:1), set once here rather than page by page.
//
// Mantine's defaults fall short in the light scheme: dimmed text (gray 6) is 3.3:1 on white, white on a filled
// blue button 3.6:1, links (blue 6) 3.6:1, and light badges and buttons of the warm colours 2.7–3.8:1 (yellow 9 on
// yellow 1). `adminCssVariablesResolver` replaces those variables with shades that reach 4.5:1, darkening a colour
// past its darkest shade only where the palette has none dark enough.
import { CloseButton, createTheme, type CloseButtonProps, darken, DEFAULT_THEME, Drawer, luminance, Modal, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const adminTheme = createTheme({
  primaryColor: 'blue',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // Icon-only close buttons (modals, notifications, clearable inputs) get a name screen readers can say; a
    // button that passes its own aria-label keeps it.
    CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': 'Close' } as Partial<CloseButtonProps> }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A modal's or drawer's title bar is a <header>, which outside <main> or a sectioning element (the dialog is a
    // <section role="dialog">, portalled to <body>) is a banner landmark: a second page banner beside the layout's
    // (axe: landmark-no-duplicate-banner, landmark-unique). It only lays out the title and the close button.
    ModalHeader: Modal.Header.extend({ defaultProps: { role: 'presentation' } }),
    DrawerHeader: Drawer.Header.extend({ defaultProps: { role: 'presentation' } }),
  },
});

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The target, a little above AA's 4.5:1 so that rounding in a browser never drops a text under it. */
export const MIN_CONTRAST = 4.6;

/** `color`, darkened just enough to reach MIN_CONTRAST on every one of `backgrounds`. */
export function readableOn(color: string, backgrounds: string[]): string {
  let candidate = color;
  for (let step = 1; step <= 20 && backgrounds.some((bg) => contrastRatio(candidate, bg) < MIN_CONTRAST); step++) {
    candidate = darken(color, step * 0.04);
  }
  return candidate;
}

/** The first shade, from 6 up, that white text can be read on (else the darkest, darkened). */
function filledShade(shades: MantineColorsTuple): string {
  const white = DEFAULT_THEME.white;
  const shade = [6, 7, 8, 9].map((i) => shades[i]!).find((s) => contrastRatio(white, s) >= MIN_CONTRAST);
  return shade ?? readableOn(shades[9], [white]);
}

const WHITE = '#ffffff';

export const adminCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades) || shades.length < 10) continue; // virtual colours
    const filled = filledShade(shades as MantineColorsTuple);
    // Filled buttons, badges and notifications (white text on it), coloured text (c="red") and outlines.
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    // Light and subtle variants: their text on the light background (shade 1), its hover (shade 2) and white.
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, [shades[1]!, shades[2]!, WHITE]);
  }
  const gray = theme.colors.gray;
  const primary = theme.colors[theme.primaryColor]!;
  return {
    variables: {},
    light: {
      ...light,
      // Secondary text on white, striped and hovered table rows (gray 0 and 1) and light alerts.
      '--mantine-color-dimmed': readableOn(gray[6], [WHITE, gray[0], gray[1], primary[1]]),
      // Placeholders drawn as text (a file input's "Choose an image", the editor's hint) are read too.
      '--mantine-color-placeholder': readableOn(gray[5], [WHITE]),
      '--mantine-color-anchor': filledShade(primary),
      '--mantine-color-error': filledShade(theme.colors.red),
    },
    dark: {},
  };
};
