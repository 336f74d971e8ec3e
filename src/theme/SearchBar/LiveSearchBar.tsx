/**
 * The plugin's search box, loaded by ./index.tsx when a reader first reaches
 * for it, with small fixes around the local-search box of
 * @easyops-cn/docusaurus-search-local, which stays the plugin's own (search
 * box, Ctrl/⌘ K, results, highlighting):
 * - the dropdown ends with a "See all results" link to /search, a results
 *   page the spec does not have (src/plugins/search-local drops the route);
 *   the stylesheet hides it;
 * - queries are capped at MAX_QUERY_LENGTH characters (src/data/search.ts says
 *   why). The plugin renders the input, so the cap is set on it after mount;
 * - focus is not pulled back to the box: the plugin loads its index on the
 *   first focus and, once loaded, focuses the input again (it never forgets
 *   that first focus). A keyboard user who tabbed on meanwhile was thrown back
 *   to the search box. `keepFocusWhereTheUserPutIt` lets that late focus
 *   through only when nothing else holds focus, or when a key or pointer
 *   event asks for it (the Ctrl/⌘ K shortcut, a click).
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { MAX_QUERY_LENGTH } from '@site/src/data/search';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType> & {
  /** What the reader did with the placeholder box before this one loaded. */
  handover: Handover;
};

export type Handover = {
  /** The placeholder had focus: take it over (the plugin then loads its index). */
  focus: boolean;
  /** Text typed into the placeholder. */
  value: string;
  /** The pointer was over the placeholder: start loading the index, as the plugin does on hover. */
  hover: boolean;
};

/** Sets an input's value the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const USER_EVENT = /^(key|mouse|pointer|touch|click|dblclick)/;

/**
 * Makes `input.focus()` a no-op when another element holds focus and no user
 * event is being handled. Returns the function that restores the original.
 */
export function keepFocusWhereTheUserPutIt(input: HTMLInputElement): () => void {
  const focus = input.focus.bind(input);
  input.focus = (options?: FocusOptions) => {
    const active = input.ownerDocument.activeElement;
    const elsewhere = active !== null && active !== input && active !== input.ownerDocument.body;
    // `window.event` is the event being dispatched, if any; a key press (the
    // shortcut) or a pointer event asks for focus, a worker's message does not.
    const view = input.ownerDocument.defaultView as (Window & { event?: Event }) | null;
    const requestedByUser = USER_EVENT.test(view?.event?.type ?? '');
    if (elsewhere && !requestedByUser) return;
    focus(options);
  };
  return () => {
    // Drop the own property: the element's prototype method shows through again.
    Reflect.deleteProperty(input, 'focus');
  };
}

export default function LiveSearchBar({ handover, ...props }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const input = box.current?.querySelector('input');
    if (!input) return undefined;
    input.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
    const restore = keepFocusWhereTheUserPutIt(input);
    if (handover.value) typeInto(input, handover.value);
    if (handover.focus) input.focus();
    // React's onMouseEnter listens to mouseover; the plugin loads its index on it.
    else if (handover.hover) input.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    return restore;
    // The handover happens once, when this box replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.searchBar} ref={box}>
      <SearchBar {...props} />
    </div>
  );
}
