/**
 * Types for the two small client helpers of @easyops-cn/docusaurus-search-local
 * that the placeholder search box shares with the plugin (it ships no types
 * for them): the shortcut's parser and matcher, and its key hints.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type ParsedKeymap = { ctrl: boolean; alt: boolean; shift: boolean; meta: boolean; key: string };
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
