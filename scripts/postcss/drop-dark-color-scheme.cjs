/**
 * Drops the CSS for Mantine's dark colour scheme. The shop is light only (MantineProvider's
 * forceColorScheme="light", and the first paint's `data-mantine-color-scheme="light"`), so
 * every selector under `[data-mantine-color-scheme=dark]` can never match; Mantine's own CSS
 * carries ≈ 12 KB of them into the precache of every customer's device (issue 27).
 *
 * A rule loses only its dark selectors; a rule (or an at-rule) left empty goes.
 *
 * @type {import('postcss').PluginCreator<void>}
 */
const dropDarkColorScheme = () => ({
  postcssPlugin: 'bottega-drop-dark-color-scheme',
  OnceExit(root) {
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !onlyInDarkScheme(selector));
      if (kept.length === rule.selectors.length) return;
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      let parent = rule.parent;
      rule.remove();
      while (parent && parent.type === 'atrule' && (parent.nodes ?? []).length === 0) {
        const empty = parent;
        parent = empty.parent;
        empty.remove();
      }
    });
  },
});
dropDarkColorScheme.postcss = true;

/** The attribute Mantine puts on <html> (or the host) for the dark scheme, quoted or not. */
const darkScheme = /\[data-mantine-color-scheme=(?:dark|'dark'|"dark")\]/;

/** True when the selector requires the dark scheme (`:not([…=dark])` matches in light). */
function onlyInDarkScheme(selector) {
  return darkScheme.test(selector.replace(/:not\([^()]*\)/g, ''));
}

module.exports = dropDarkColorScheme;
