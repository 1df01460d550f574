// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { screenClassForWidth, useScreenClass } from '@/hooks/use-screen-class';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
const setViewportWidth = (width: number) =>
  act(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 }));

afterEach(() => setViewportWidth(1024));

describe('screenClassForWidth (spec §4)', () => {
  it('splits at 768, 1024 and 1440 px', () => {
    expect([320, 767, 768, 1023, 1024, 1439, 1440, 2560].map(screenClassForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'widescreen',
      'widescreen',
    ]);
  });
});

describe('useScreenClass', () => {
  it('follows the viewport as it is resized', () => {
    setViewportWidth(390);
    const { result } = renderHook(() => useScreenClass());
    expect(result.current).toBe('mobile');
    setViewportWidth(800);
    expect(result.current).toBe('tablet');
    setViewportWidth(1280);
    expect(result.current).toBe('desktop');
    setViewportWidth(1600);
    expect(result.current).toBe('widescreen');
  });
});

describe('usePrefersReducedMotion', () => {
  it('is false when the system asks for nothing special', () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });
});
