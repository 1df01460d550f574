import type { Plugin } from 'vite';

/** Mantine's module that compares a theme's CSS variables with its defaults. */
export const MANTINE_REMOVE_DEFAULT_VARIABLES_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;

/** The module-level statement the plugin makes lazy, exactly as Mantine writes it. */
export const EAGER_DEFAULTS =
  'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

// One line for Mantine's one: the module's source map keeps its lines (`map: null`); only the
// columns on the four edited lines move, which symbolising a trace by line does not notice.
const LAZY_DEFAULTS =
  'let defaultCssVariablesCache; const defaultCssVariables = () => (defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME));';

/**
 * The module's code with Mantine's default variables resolved at their first use instead of when
 * the module is evaluated. Throws when the module does not read as expected (a Mantine upgrade
 * changed it): the build stops rather than ship a half-patched module.
 */
export function lazyDefaultVariables(code: string): string {
  if (!code.includes(EAGER_DEFAULTS)) {
    throw new Error(
      'mantine-lazy-default-variables: remove-default-variables.mjs changed; review the plugin',
    );
  }
  const uses = code.match(/defaultCssVariables\.(variables|light|dark)\[/g) ?? [];
  if (uses.length !== 3) {
    throw new Error(
      `mantine-lazy-default-variables: expected 3 reads of the defaults, found ${uses.length}`,
    );
  }
  return code
    .replace(EAGER_DEFAULTS, LAZY_DEFAULTS)
    .replace(/defaultCssVariables\.(variables|light|dark)\[/g, 'defaultCssVariables().$1[');
}

/**
 * Mantine resolves its whole default theme into CSS variables (every colour's shades turned into
 * rgba strings) when `remove-default-variables.mjs` is evaluated, which the entry does at every
 * start: 6–18 ms of the entry's one evaluation task at full CPU speed (five start-up traces),
 * 25–70 ms on Lighthouse's 4× phone (decision 017 item 33). The only reader is
 * `MantineCssVariables`, which the shop never renders (`withCssVariables={false}`: the theme's
 * variables are a generated stylesheet, item 31). The build makes the value lazy: computed at
 * the first call, the same value, so nothing changes where Mantine does use it.
 *
 * The dev server pre-bundles Mantine without plugins, so `npm run dev` keeps the eager value.
 * `mantine-lazy-default-variables.test.ts` runs the patched module against Mantine's own.
 */
export function mantineLazyDefaultVariables(): Plugin {
  return {
    name: 'bottega:mantine-lazy-default-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_REMOVE_DEFAULT_VARIABLES_MODULE.test(id)) return null;
      return { code: lazyDefaultVariables(code), map: null };
    },
  };
}
