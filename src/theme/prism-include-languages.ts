/**
 * Why this is ejected (prism-include-languages is marked safe to eject): code
 * is highlighted at build time (src/plugins/rehype-code-blocks), so the
 * browser needs no Prism language. The theme's module loads every language in
 * `themeConfig.prism.additionalLanguages` into the main bundle through a
 * dynamic `require`, and with an empty list that `require` still pulls in
 * Prism and its language loader.
 * Change: registers nothing. (Prism's core still arrives in main.js: the
 * theme's client module imports it to pass to this function; see
 * ARCHITECTURE.md, Performance.)
 */
export default function prismIncludeLanguages(): void {}
