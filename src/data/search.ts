/** Keyboard shortcut that opens the navbar search box (`mod` is ⌘ on macOS, Ctrl elsewhere). */
export const SEARCH_SHORTCUT = 'mod+k';
