/**
 * Text colours for Mantine's light badges that keep WCAG AA contrast (≥ 4.5:1) on the badge's
 * tinted background: Mantine's own light-variant text (shade 6) reads at 2–3:1 there.
 */
export const badgeText = {
  green: '#1e5b28',
  orange: '#8a3b00',
  red: '#9b1c1c',
  gray: '#454b52',
  blue: '#1c4f8a',
  grape: '#6b2480',
  yellow: '#6b4a00',
  teal: '#0b5a50',
  cyan: '#0b5566',
  indigo: '#33358a',
  violet: '#4c2a8a',
  crust: '#5c2c0e',
} as const;
