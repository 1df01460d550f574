// Writes the theme's CSS variables (scripts/lib/mantine-theme-css.ts); run after changing
// src/app/theme/theme.ts:  npm run gen:theme-css
import { writeFileSync } from 'node:fs';
import { MANTINE_THEME_CSS_PATH, mantineThemeCssFile } from './lib/mantine-theme-css.ts';

writeFileSync(MANTINE_THEME_CSS_PATH, await mantineThemeCssFile());
console.info(`${MANTINE_THEME_CSS_PATH} written.`);
