import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { TaskColor } from '@stillpoint/contracts';

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

/**
 * The five pastel colours of spec section 9 (the task colours), the one pastel set of the app: in the light
 * skin the pastel itself with a slightly deeper edge; in the dark skin a deep shade of the same hue, so a
 * pastel surface never glares against the dark grey and near-white text keeps at least 4.5:1 on it.
 * Surfaces use them through CSS variables: --sp-pastel-<name> and --sp-pastel-<name>-edge.
 */
export const PASTELS: Record<TaskColor, { light: string; lightEdge: string; dark: string; darkEdge: string }> = {
  lavender: { light: '#ece4ff', lightEdge: '#d2c4f5', dark: '#352b52', darkEdge: '#4d4175' },
  mint: { light: '#daf5ea', lightEdge: '#b4e3cf', dark: '#1e3d32', darkEdge: '#2f5a4a' },
  peach: { light: '#ffe6d8', lightEdge: '#f5c9b0', dark: '#4a2e22', darkEdge: '#6b4535' },
  sky: { light: '#dcefff', lightEdge: '#b6d9f5', dark: '#1f3550', darkEdge: '#334f72' },
  lemon: { light: '#fff5c7', lightEdge: '#ecdc8c', dark: '#423a14', darkEdge: '#615726' },
};

const pastelVariables = (skin: 'light' | 'dark') =>
  Object.fromEntries(
    Object.entries(PASTELS).flatMap(([name, shades]) => [
      [`--sp-pastel-${name}`, skin === 'light' ? shades.light : shades.dark],
      [`--sp-pastel-${name}-edge`, skin === 'light' ? shades.lightEdge : shades.darkEdge],
    ]),
  );

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
    // A badge beside a title ("Done", "Draft", "Suicidal thoughts") keeps its whole word: the title wraps
    // instead of the badge shrinking into "D…".
    Badge: {
      styles: { root: { flexShrink: 0 } },
    },
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
    ...pastelVariables('light'),
    '--mantine-color-dimmed': '#5c636a',
    // Labels and text of disabled controls (Mantine's gray 5 is 2.1:1 on white): 6:1 on white, 5.4:1 on gray 1.
    '--mantine-color-disabled-color': '#5c636a',
    // Error texts and invalid inputs: Mantine's red 6 is 3.3:1 on white.
    '--mantine-color-error': LIGHT_VARIANT_TEXT.red,
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
  },
  dark: {
    ...RED_FILLED,
    ...pastelVariables('dark'),
    '--mantine-color-dimmed': '#b1b3b8',
    // Labels of disabled controls: Mantine's dark 3 measured 2.83:1 on a card ("Maintenance mode" on admin
    // Settings); this grey is 5.3:1 on dark 6 and 6.4:1 on dark 7.
    '--mantine-color-disabled-color': '#a1a1a1',
    // Mantine's red 8 is under 4.5:1 on the dark body.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-purple-3)',
    '--mantine-color-purple-light-color': 'var(--mantine-color-purple-2)',
    '--mantine-color-purple-text': 'var(--mantine-color-purple-3)',
  },
});
