module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '90em',
        'mantine-breakpoint-xl': '105em',
      },
    },
    // Last: the shop is light only, and the preset's light-dark mixins write dark rules too.
    './scripts/postcss/drop-dark-color-scheme.cjs': {},
  },
};
