import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_THEME_CSS_PATH, mantineThemeCssFile } from './mantine-theme-css.ts';

describe('the theme’s CSS variables', () => {
  it('are what MantineProvider renders for src/app/theme/theme.ts (run `npm run gen:theme-css`)', async () => {
    expect(readFileSync(MANTINE_THEME_CSS_PATH, 'utf8')).toBe(await mantineThemeCssFile());
  });

  it('carry the shop’s own colours, not only Mantine’s defaults', async () => {
    const css = await mantineThemeCssFile();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-crust-filled);');
    expect(css).toMatch(/\[data-mantine-color-scheme=['"]light['"]\][^}]*--mantine-color-body: #/);
  });
});
