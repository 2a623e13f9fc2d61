import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { taskColors } from '@stillpoint/contracts';
import { cssVariablesResolver, PASTELS, theme } from './theme';

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const variables = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
const dark = DEFAULT_THEME.colors.dark;

describe('theme', () => {
  it('keeps one pastel set: the five task colours, as CSS variables in both skins', () => {
    expect(Object.keys(PASTELS).sort()).toEqual([...taskColors].sort());
    for (const color of taskColors) {
      expect(variables.light[`--sp-pastel-${color}`]).toBe(PASTELS[color].light);
      expect(variables.dark[`--sp-pastel-${color}`]).toBe(PASTELS[color].dark);
    }
  });

  it('tones the pastels down in the dark skin: near-white text keeps 4.5:1 on each, none glares', () => {
    for (const color of taskColors) {
      expect(contrast('#f4f2f8', PASTELS[color].dark), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#1d1b22', PASTELS[color].light), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives labels of disabled controls at least 4.5:1 in both skins (the "Maintenance mode" switch)', () => {
    const lightDisabled = variables.light['--mantine-color-disabled-color']!;
    const darkDisabled = variables.dark['--mantine-color-disabled-color']!;
    expect(contrast(lightDisabled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lightDisabled, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
    // Cards and inputs of the dark skin: dark 6 and dark 7.
    expect(contrast(darkDisabled, dark[6])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkDisabled, dark[7])).toBeGreaterThanOrEqual(4.5);
  });
});
