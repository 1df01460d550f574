import type { MantineColorsTuple } from '@mantine/core';
import { brandColors } from '@/app/web-manifest';

/**
 * Crust browns, from flour-dusted crumb (0) to a dark bake (9). Shade 7 is the primary
 * colour: white text on it reaches 6.8:1, above the AA 4.5:1 also for small text.
 */
export const crust: MantineColorsTuple = [
  '#fbf3ea',
  '#f3e2cf',
  '#e8c7a3',
  '#dca874',
  '#d08e4e',
  '#c47a35',
  '#a9622a',
  '#8a4a1c',
  brandColors.theme,
  '#5c2c0e',
];

/** Toasted sesame: the accent for badges and highlights, always with dark text on it. */
export const sesame: MantineColorsTuple = [
  '#fdf8ec',
  '#f8ecd0',
  '#f0d9a3',
  '#e7c574',
  '#dfb44d',
  '#d6a634',
  '#b98a22',
  '#94701c',
  '#735614',
  '#523d0d',
];

/** Neutrals of the shop: flour whites and an espresso-brown ink. */
export const neutrals = {
  flour: brandColors.background,
  paper: '#ffffff',
  ink: '#2b1a0e',
  /** Secondary text: 6.3:1 on flour white. */
  mutedInk: '#6b5a4b',
  line: '#eadccb',
} as const;
