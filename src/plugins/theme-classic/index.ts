/**
 * The classic theme, less two client modules that every page would load.
 *
 * - `prism-include-languages` imports Prism's core and grammars from
 *   prism-react-renderer into `main.js` (about 23 KiB Brotli, and some 145 ms
 *   of start-up work per page on a phone-speed CPU) only to register
 *   `prism.additionalLanguages` for the theme's own CodeBlock. This site
 *   highlights code when it builds (src/plugins/rehype-code-blocks) and never
 *   renders that CodeBlock.
 * - `nprogress` draws the navigation progress bar with the nprogress library
 *   (about 1.7 KiB Brotli of JavaScript, plus its CSS).
 *   src/clientModules/navigationProgress.ts draws the same bar, after the same
 *   200 ms, with an attribute and a few lines of CSS.
 *
 * The wrapper goes through the theme's public entry and the documented plugin
 * lifecycle, as blog-listing does for the blog plugin: same name, options,
 * validation, components and styles, two client modules fewer. Nothing is
 * aliased or replaced: if a later theme renames a module, the filter keeps
 * everything, and the built-site test "no script carries Prism" and the
 * unit tests beside this file fail.
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

/** The theme's client module that draws the progress bar with nprogress. */
export const NPROGRESS_CLIENT_MODULE = 'nprogress';

/** The client modules of the theme that this wrapper leaves out. */
export const LEFT_OUT_CLIENT_MODULES: readonly string[] = [PRISM_CLIENT_MODULE, NPROGRESS_CLIENT_MODULE];

const themeEntryDir = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic'));

/** A path the theme returned, absolute against the theme's entry as Docusaurus would resolve it. */
function fromTheme(modulePath: string): string {
  return path.resolve(themeEntryDir, modulePath);
}

function isLeftOut(modulePath: string): boolean {
  return LEFT_OUT_CLIENT_MODULES.includes(path.basename(modulePath, path.extname(modulePath)));
}

export default function leanThemeClassic(context: LoadContext, options: Options): Plugin<undefined> {
  const plugin = theme.default(context, options);
  const { getThemePath, getTypeScriptThemePath, getClientModules } = plugin;
  return {
    ...plugin,
    getThemePath: getThemePath && (() => fromTheme(getThemePath())),
    getTypeScriptThemePath: getTypeScriptThemePath && (() => fromTheme(getTypeScriptThemePath())),
    getClientModules: () => (getClientModules?.() ?? []).filter((module) => !isLeftOut(module)).map(fromTheme),
  };
}
