import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Stillpoint's purple (spec section 9: primary colour purple), shades chosen for AA contrast. */
const purple: MantineColorsTuple = [
  '#f5f0ff',
  '#e9dfff',
  '#d2bdfd',
  '#b997fa',
  '#a376f7',
  '#9561f5',
  '#8d56f5',
  '#7a46da',
  '#6c3ec3',
  '#5d34ab',
];

/** The five pastel colours of spec section 9, for calm surfaces and accents. */
export const PASTELS = {
  lavender: '#ece4ff',
  sky: '#dcefff',
  mint: '#daf5ea',
  peach: '#ffe6d8',
  rose: '#ffe0ec',
} as const;

export const theme = createTheme({
  primaryColor: 'purple',
  primaryShade: { light: 7, dark: 7 },
  colors: { purple },
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  // People who ask their system for less motion get dialogs, menus and toasts without transitions (the
  // e2e browser asks for it too, so axe never measures a dialog half-way through fading in).
  respectReducedMotion: true,
  components: {
    Notification: {
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
});

/**
 * Text on Mantine's "light" variants (badges, alerts, buttons) uses shade 6 of the colour by default,
 * which is under 3:1 on its own tinted background for yellow, orange, teal, green, red and cyan. These
 * darker shades keep 4.5:1 on shades 0-2 of the same colour, so any light badge passes axe in the light skin.
 */
const LIGHT_VARIANT_TEXT = {
  yellow: '#7a4f00',
  orange: '#a63c06',
  teal: '#06654a',
  green: '#1e6b30',
  red: '#b02525',
  cyan: '#0b6577',
} as const;

/**
 * Filled red buttons (delete confirmations) with white text: Mantine's red 7 is 3.8:1 against white,
 * red 9 is 5.5:1 (6.7:1 for the hover shade), in both skins.
 */
const RED_FILLED = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  '--mantine-color-red-filled-hover': '#b02525',
} as const;

/** Secondary text and links keep a 4.5:1 contrast in both skins (Mantine's defaults are lighter). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...RED_FILLED,
    '--mantine-color-dimmed': '#5c636a',
    // Error texts and invalid inputs: Mantine's red 6 is 3.3:1 on white.
    '--mantine-color-error': LIGHT_VARIANT_TEXT.red,
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
  },
  dark: {
    ...RED_FILLED,
    '--mantine-color-dimmed': '#b1b3b8',
    // Mantine's red 8 is under 4.5:1 on the dark body.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-purple-3)',
    '--mantine-color-purple-light-color': 'var(--mantine-color-purple-2)',
    '--mantine-color-purple-text': 'var(--mantine-color-purple-3)',
  },
});
