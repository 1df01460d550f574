import { useMediaQueryMatch } from '@/hooks/use-media-query-match';

/** Screen classes of spec §4, by viewport width. */
export type ScreenClass = 'mobile' | 'tablet' | 'desktop' | 'widescreen';

/** Lower bound of each class in CSS px (spec §9: 768, 1024, 1440). */
export const screenClassMinWidthPx = { tablet: 768, desktop: 1024, widescreen: 1440 } as const;

/** The class of a viewport `widthPx` wide. */
export function screenClassForWidth(widthPx: number): ScreenClass {
  if (widthPx >= screenClassMinWidthPx.widescreen) return 'widescreen';
  if (widthPx >= screenClassMinWidthPx.desktop) return 'desktop';
  if (widthPx >= screenClassMinWidthPx.tablet) return 'tablet';
  return 'mobile';
}

// The same em values as the Mantine theme and postcss.config.cjs (16 px each), so JS and
// CSS switch layouts at exactly the same widths.
const TABLET_QUERY = '(min-width: 48em)';
const DESKTOP_QUERY = '(min-width: 64em)';
const WIDESCREEN_QUERY = '(min-width: 90em)';

/** The current screen class, following window resizes and rotations. */
export function useScreenClass(): ScreenClass {
  const tablet = useMediaQueryMatch(TABLET_QUERY);
  const desktop = useMediaQueryMatch(DESKTOP_QUERY);
  const widescreen = useMediaQueryMatch(WIDESCREEN_QUERY);
  if (widescreen) return 'widescreen';
  if (desktop) return 'desktop';
  if (tablet) return 'tablet';
  return 'mobile';
}
