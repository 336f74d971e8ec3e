/**
 * Why this wrapper exists: the local-search plugin's box, with its
 * autocomplete, worker client and term highlighter, is about 13 KiB of
 * compressed JavaScript that every page loaded up front, though most readers
 * never search. This wrapper server-renders a plain box in the same place
 * (the plugin's stylesheet classes) and loads the real one (./LiveSearchBar)
 * the moment a reader reaches for it: pointer over it, touch, the Ctrl/⌘ K
 * shortcut, or typing into it. Tabbing through the page does not load it (the
 * box stays the same element for a keyboard user passing by). What the reader
 * did meanwhile is handed over: focus, typed text (capped like the plugin's
 * box), and the hover that starts loading the index. A page opened from a
 * search result (`?_highlight=`) loads it at once, since the plugin marks the
 * searched terms on that page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import { MAX_QUERY_LENGTH, SEARCH_SHORTCUT } from '@site/src/data/search';
import type { Handover } from './LiveSearchBar';

type Props = WrapperProps<typeof SearchBarType>;
type Live = ComponentType<Props & { handover: Handover }>;

/** The query parameter a search result adds to the page it opens. */
const HIGHLIGHT_PARAM = '_highlight';

const shortcut = parseKeymap(SEARCH_SHORTCUT);

/** Once loaded, later pages (client-side navigation) render the real box at once. */
let loaded: Live | undefined;
function loadLive(): Promise<Live> {
  return import('./LiveSearchBar').then((module) => (loaded = module.default));
}

export default function SearchBar(props: Props): ReactNode {
  const [live, setLive] = useState<{ Component: Live; handover: Handover } | undefined>(() =>
    loaded ? { Component: loaded, handover: { focus: false, value: '', hover: false } } : undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const hovered = useRef(false);
  const requested = useRef(false);
  const isBrowser = useIsBrowser();
  const { search } = useLocation();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadLive().then(
      (Component) => {
        const element = input.current;
        const focus = element !== null && element.ownerDocument.activeElement === element;
        setLive({ Component, handover: { focus, value: element?.value ?? '', hover: hovered.current } });
      },
      () => {
        // Offline or a failed chunk: the box stays as it is; the next attempt loads it again.
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (!live && new URLSearchParams(search).has(HIGHLIGHT_PARAM)) load();
  }, [live, search, load]);

  useEffect(() => {
    if (live) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, shortcut)) return;
      event.preventDefault();
      input.current?.focus();
      load();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [live, load]);

  if (live) return <live.Component {...props} handover={live.handover} />;

  // The plugin's container and hint classes, so the box sits the same before
  // and after; the magnifier is the navbar theme's own input background.
  return (
    <div className={clsx('navbar__search', pluginStyles.searchBarContainer)} dir="ltr">
      <input
        ref={input}
        placeholder="Search"
        aria-label="Search"
        className="navbar__search-input"
        maxLength={MAX_QUERY_LENGTH}
        onInput={load}
        onPointerEnter={() => {
          hovered.current = true;
          load();
        }}
        onPointerLeave={() => {
          hovered.current = false;
        }}
        onTouchStart={load}
      />
      {isBrowser && (
        <div className={pluginStyles.searchHintContainer}>
          {getKeymapHints(SEARCH_SHORTCUT, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={pluginStyles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
