/**
 * The classic theme, less its `prism-include-languages` client module. That
 * module imports Prism's core and grammars into `main.js`, every page's
 * script, only to register `prism.additionalLanguages` for the theme's own
 * CodeBlock. This site highlights code when it builds
 * (src/plugins/rehype-code-blocks) and never renders that CodeBlock.
 *
 * The wrapper goes through the theme's public entry: same name, options,
 * validation, components and styles, one client module fewer. If a later
 * theme renames the module, the filter keeps everything, and the built-site
 * test "no script carries Prism" and the unit test beside this file fail.
 *
 * Docusaurus resolves the relative paths a plugin returns against that
 * plugin's entry file, which is now this one, so the theme's relative paths
 * are made absolute against the theme's own entry.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as classic from '@docusaurus/theme-classic';
import type { Options } from '@docusaurus/theme-classic';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

// The theme's entry exports its validators too; its type declaration names only
// getSwizzleConfig. Re-exported so that options and themeConfig are validated
// and given their defaults exactly as for the theme itself.
const theme = classic as typeof classic & Required<Pick<PluginModule, 'validateOptions' | 'validateThemeConfig'>>;
export const { getSwizzleConfig, validateOptions, validateThemeConfig } = theme;

/** The theme's client module that imports Prism (`getClientModules` of theme-classic). */
export const PRISM_CLIENT_MODULE = 'prism-include-languages';

const themeEntryDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));

/** A path the theme returned, absolute against the theme's entry as Docusaurus would resolve it. */
const fromTheme = (modulePath: string): string => path.resolve(themeEntryDir, modulePath);

const isPrism = (modulePath: string) => path.basename(modulePath, path.extname(modulePath)) === PRISM_CLIENT_MODULE;

export default function leanThemeClassic(context: LoadContext, options: Options): Plugin<undefined> {
  const plugin = theme.default(context, options);
  const { getThemePath, getTypeScriptThemePath, getClientModules } = plugin;
  return {
    ...plugin,
    getThemePath: getThemePath && (() => fromTheme(getThemePath())),
    getTypeScriptThemePath: getTypeScriptThemePath && (() => fromTheme(getTypeScriptThemePath())),
    getClientModules: () => (getClientModules?.() ?? []).filter((module) => !isPrism(module)).map(fromTheme),
  };
}
