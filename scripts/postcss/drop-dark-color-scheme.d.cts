import type { PluginCreator } from 'postcss';

/** The plugin's types, for the TypeScript that imports it (its tests). */
declare const dropDarkColorScheme: PluginCreator<void>;
export = dropDarkColorScheme;
