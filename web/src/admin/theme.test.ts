import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { adminCssVariablesResolver, adminTheme, contrastRatio } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, adminTheme);
const light = adminCssVariablesResolver(theme).light as Record<string, string>;
const WHITE = '#ffffff';
const AA = 4.5;

/** A colour the resolver set, or a palette shade named by its variable. */
function value(name: string): string {
  const direct = light[name];
  if (direct) return direct;
  const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(name);
  if (shade) return theme.colors[shade[1]!]![Number(shade[2])]!;
  throw new Error(`${name} is not set`);
}

describe('the admin theme reads at WCAG AA (4.5:1) in the light scheme', () => {
  it('dimmed text on white, striped and hovered rows and light alerts', () => {
    for (const background of [WHITE, theme.colors.gray[0], theme.colors.gray[1], theme.colors.blue[1]]) {
      expect(contrastRatio(value('--mantine-color-dimmed'), background), background).toBeGreaterThanOrEqual(AA);
    }
  });

  it('links, error messages and placeholders drawn as text on white', () => {
    for (const name of ['--mantine-color-anchor', '--mantine-color-error', '--mantine-color-placeholder']) {
      expect(contrastRatio(value(name), WHITE), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('every colour: white on its filled variant, its light variant (badges, light buttons) on its light background', () => {
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      const filled = value(`--mantine-color-${name}-filled`);
      const lightColor = value(`--mantine-color-${name}-light-color`);
      expect(contrastRatio(WHITE, filled), `${name} filled`).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(value(`--mantine-color-${name}-outline`), WHITE), `${name} outline`).toBeGreaterThanOrEqual(AA);
      for (const background of [theme.colors[name]![1]!, theme.colors[name]![2]!, WHITE]) {
        expect(contrastRatio(lightColor, background), `${name} light on ${background}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('keeps the palette where it already reads well (a blue button is blue 8, not a new colour)', () => {
    expect(value('--mantine-color-blue-filled')).toBe(theme.colors.blue[8]);
    expect(value('--mantine-color-violet-filled')).toBe(theme.colors.violet[6]);
  });

  it('leaves the dark scheme as Mantine draws it', () => {
    expect(adminCssVariablesResolver(theme).dark).toEqual({});
  });
});
