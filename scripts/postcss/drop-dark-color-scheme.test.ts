import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import dropDarkColorScheme from './drop-dark-color-scheme.cjs';

const run = async (css: string) =>
  (await postcss([dropDarkColorScheme()]).process(css, { from: undefined })).css;

describe('dropDarkColorScheme', () => {
  it('drops the rules that only match the dark scheme, quoted or not', async () => {
    const css = [
      ':root[data-mantine-color-scheme=dark]{--c:#000}',
      "[data-mantine-color-scheme='dark'] .m_1{color:white}",
      ':host([data-mantine-color-scheme="dark"]) .m_2{color:white}',
      '.m_3{color:black}',
    ].join('');
    expect(await run(css)).toBe('.m_3{color:black}');
  });

  it('keeps the light selectors of a rule that also names the dark scheme', async () => {
    const css =
      ':root[data-mantine-color-scheme=light], :root[data-mantine-color-scheme=dark] .a{color:red}';
    expect(await run(css)).toBe(':root[data-mantine-color-scheme=light]{color:red}');
  });

  it('keeps a selector that only excludes the dark scheme', async () => {
    const css = ':root:not([data-mantine-color-scheme=dark]) .a{color:red}';
    expect(await run(css)).toBe(css);
  });

  it('leaves selectors alone whose commas sit inside parentheses', async () => {
    const css = '.a:is(.b, .c) .d{color:red}';
    expect(await run(css)).toBe(css);
  });

  it('removes the at-rules a dark rule leaves empty, and no others', async () => {
    const css =
      '@media (min-width: 48em){@supports (display:grid){[data-mantine-color-scheme=dark] .x{color:red}}}' +
      '@media (min-width: 36em){.y{color:red}[data-mantine-color-scheme=dark] .y{color:blue}}';
    expect(await run(css)).toBe('@media (min-width: 36em){.y{color:red}}');
  });
});
