import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { crust, neutrals, sesame } from '@/app/theme/brand-palette';

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';
// A serif that every tablet and phone already has: no font is downloaded.
const systemSerif = 'Georgia, "Times New Roman", "Liberation Serif", "DejaVu Serif", serif';

/** The bakery's look: warm browns, flour whites, a toasted-sesame accent, kitchen-tablet sizes. */
export const theme = createTheme({
  colors: { crust, sesame },
  primaryColor: 'crust',
  primaryShade: 7,
  white: neutrals.paper,
  black: neutrals.ink,
  fontFamily: systemSans,
  fontFamilyMonospace: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  headings: {
    fontFamily: systemSerif,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.25rem', lineHeight: '1.2' },
      h2: { fontSize: '1.75rem', lineHeight: '1.25' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  // Nothing smaller than 14 px; body text (sm and md) is 16 px for reading at arm's length.
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { md: '1.6' },
  defaultRadius: 'md',
  // The same em values as postcss.config.cjs: 576, 768, 1024, 1440, 1680 px.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '90em', xl: '105em' },
  respectReducedMotion: true,
  cursorType: 'pointer',
  // Plain objects rather than `Button.extend(...)`: extend() would pull every listed component
  // into the first screen's bundle even where no page uses it.
  components: {
    // 42 px high buttons and 44 px icon buttons: comfortable touch targets on a tablet.
    Button: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl', variant: 'subtle' } },
    Anchor: { defaultProps: { underline: 'always' } },
    // A status is read whole: Mantine cuts a badge's label with an ellipsis as soon as its
    // table column or row is narrow ("IN PR…" on a 1024 px console). The badge keeps its
    // label's width instead and the rest of the row makes room.
    Badge: {
      styles: {
        root: { overflow: 'visible', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // A light alert's title (Mantine's default variant) in the crust's darkest shade: Mantine
    // draws it in its colour's mid shade (red.6, yellow.6, blue.6), below WCAG's 4.5:1 on the
    // alert's own tint (axe flagged "Notifiche bloccate" on /profile). A filled alert keeps its
    // white title.
    Alert: {
      styles: (_theme: unknown, props: { variant?: string }) =>
        props.variant === undefined || props.variant === 'light'
          ? { title: { color: 'var(--bdb-crust-9)' } }
          : {},
    },
    // Toasts: a named close button, and the message in ink (Mantine's dimmed grey on the toast's
    // white fails WCAG's 4.5:1 next to a title).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi la notifica' } },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
});

/** Page background and text colours: flour white and espresso ink instead of white and black. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': neutrals.flour,
    '--mantine-color-text': neutrals.ink,
    '--mantine-color-dimmed': neutrals.mutedInk,
    '--mantine-color-anchor': crust[7],
    '--mantine-color-default-border': neutrals.line,
  },
  dark: {},
});
