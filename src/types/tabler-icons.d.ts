// Each Tabler icon is imported from its own file so neither the build nor the dev server
// ever touches the 5,000-icon barrel; the package ships no per-file types, hence this shim.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}
