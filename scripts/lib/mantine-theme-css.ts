import { MantineProvider } from '@mantine/core';
import { format, resolveConfig } from 'prettier';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../../src/app/theme/theme.ts';

/** Where the shop keeps the theme's CSS variables (imported by src/main.tsx). */
export const MANTINE_THEME_CSS_PATH = 'src/app/theme/mantine-theme-variables.css';

const HEADER = `/* The shop's Mantine theme as CSS variables: what MantineProvider would otherwise compute and
 * write into a <style> at every start (decision 017 item 31). Generated from
 * src/app/theme/theme.ts by \`npm run gen:theme-css\`; a unit test fails when it is stale. */
`;

/**
 * The CSS that Mantine's provider renders for the shop's theme (its `<style data-mantine-styles>`:
 * the theme's values that differ from Mantine's defaults), as the file the app imports instead,
 * formatted as the repository's other stylesheets.
 */
export async function mantineThemeCssFile(): Promise<string> {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      forceColorScheme: 'light',
      withGlobalClasses: false,
      children: null,
    }),
  );
  const css = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error('MantineProvider rendered no theme variables');
  const options = await resolveConfig(MANTINE_THEME_CSS_PATH);
  return format(HEADER + css, { ...options, filepath: MANTINE_THEME_CSS_PATH });
}
