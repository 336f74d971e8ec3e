/** Keyboard shortcut that opens the navbar search box (`mod` is ⌘ on macOS, Ctrl elsewhere). */
export const SEARCH_SHORTCUT = 'mod+k';

/**
 * Longest query, in characters; longer pasted or typed text is cut by the
 * browser. Lunr's fuzzy matching of one very long word takes seconds in the
 * search worker (500 characters: about 6 s), and later queries wait behind it.
 */
export const MAX_QUERY_LENGTH = 100;
