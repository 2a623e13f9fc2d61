import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { PAD_INK, SignaturePad } from './SignaturePad';

const renderPad = (scheme: 'light' | 'dark') =>
  render(
    <MantineProvider theme={theme} env="test" forceColorScheme={scheme}>
      <SignaturePad label="Signature pad" onInk={() => undefined} />
    </MantineProvider>,
  );

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('SignaturePad', () => {
  it('draws with the pen colour of the skin: dark ink on the light pad, light ink on the dark pad', () => {
    renderPad('light');
    expect(screen.getByRole('img', { name: 'Signature pad' }).getAttribute('data-ink')).toBe(PAD_INK.light);
  });

  it('takes the light ink in the dark skin', () => {
    renderPad('dark');
    expect(screen.getByRole('img', { name: 'Signature pad' }).getAttribute('data-ink')).toBe(PAD_INK.dark);
  });

  it('keeps both inks readable on their pads (at least 7:1)', () => {
    expect(contrast(PAD_INK.light, '#ffffff')).toBeGreaterThanOrEqual(7);
    // The dark pad is Mantine's dark 7 (#1f1f1f).
    expect(contrast(PAD_INK.dark, '#1f1f1f')).toBeGreaterThanOrEqual(7);
  });
});
