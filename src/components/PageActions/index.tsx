import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownPath } from '@site/src/utils/canonicalUrl';
import styles from './styles.module.css';

type Props = {
  /** The doc's or post's permalink; its Markdown twin (src/plugins/llms-markdown) is served beside it. */
  permalink: string;
};

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** What the status line says after each state; read out by screen readers. */
const copyPageMessages: Readonly<Record<Status, string>> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Open “View as Markdown” and copy it from there.',
};

/** How long the "copied" confirmation stays before the line clears. */
const CONFIRMATION_MS = 4000;

/** Links that open an assistant asking about this page's Markdown; nothing is sent before the reader follows one. */
function assistantLinks(markdownAbsoluteUrl: string): ReadonlyArray<{ name: string; href: string }> {
  const prompt = encodeURIComponent(
    `Read ${markdownAbsoluteUrl}, a page of the ZKP2P docs, so that I can ask you questions about it.`,
  );
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?q=${prompt}` },
    { name: 'Claude', href: `https://claude.ai/new?q=${prompt}` },
  ];
}

/**
 * Fetches the Markdown at click time (pages carry no copy of it) and puts it
 * on the clipboard. A ClipboardItem holding the pending text keeps the click's
 * permission in Safari, which refuses `writeText` after an await; browsers
 * without it take the `writeText` path.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url, { headers: { Accept: 'text/markdown, text/plain' } }).then((response) => {
    if (!response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall back to writeText below; a failed fetch fails there too.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function Icon({ d }: { d: string }): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** A second line under an item's label: its description for screen readers, kept out of its name. */
function Detail({ id, children }: { id: string; children: string }): ReactNode {
  return (
    <span id={id} className={styles.detail} aria-hidden="true">
      {children}
    </span>
  );
}

const COPY_ICON =
  'M5 1.5A1.5 1.5 0 0 1 6.5 0h7A1.5 1.5 0 0 1 15 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 5 10.5v-9Zm1.5 0v9h7v-9h-7ZM2.5 4H4v1.5H2.5v9h7V13H11v1.5A1.5 1.5 0 0 1 9.5 16h-7A1.5 1.5 0 0 1 1 14.5v-9A1.5 1.5 0 0 1 2.5 4Z';
const MARKDOWN_ICON =
  'M1.5 3h13A1.5 1.5 0 0 1 16 4.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 11.5v-7A1.5 1.5 0 0 1 1.5 3Zm0 1.5v7h13v-7h-13ZM3 10V6h1.5L6 7.75 7.5 6H9v4H7.5V8.2L6 10 4.5 8.2V10H3Zm8.25 0L9.5 8h1.25V6h1.5v2h1.25l-1.75 2h-.5Z';
const ASSISTANT_ICON =
  'M2.5 2h11A1.5 1.5 0 0 1 15 3.5v7a1.5 1.5 0 0 1-1.5 1.5H8.3l-3.3 2.7A.5.5 0 0 1 4 14.3V12H2.5A1.5 1.5 0 0 1 1 10.5v-7A1.5 1.5 0 0 1 2.5 2Zm0 1.5v7h3v1.7l2.3-1.7h5.7v-7h-11ZM4 5.5h8V7H4V5.5Zm0 2.5h5v1.5H4V8Z';
const CHEVRON_ICON =
  'M3.2 5.7a.75.75 0 0 1 1.06 0L8 9.44l3.74-3.74a.75.75 0 1 1 1.06 1.06L8 11.56 3.2 6.76a.75.75 0 0 1 0-1.06Z';
const NEW_TAB_ICON =
  'M9 1.5h5.5V7H13V4.06L7.53 9.53 6.47 8.47 11.94 3H9V1.5ZM2 4.5A1.5 1.5 0 0 1 3.5 3H6v1.5H3.5v8h8V10H13v2.5a1.5 1.5 0 0 1-1.5 1.5h-8A1.5 1.5 0 0 1 2 12.5v-8Z';

/**
 * The page actions above a doc or post, with the page's rel="alternate" link
 * to its Markdown twin in the head. "Copy page" puts the page's Markdown
 * on the clipboard; the button beside it discloses a list with "View as
 * Markdown" and links that open ChatGPT or Claude asking about this page. A
 * disclosure (a button with `aria-expanded` that shows a list of links):
 * Tab walks through the links, Escape closes the list and returns focus to
 * its button, and so does a click or focus anywhere else.
 */
export default function PageActions({ permalink }: Props): ReactNode {
  const markdownUrl = useBaseUrl(markdownPath(permalink));
  const markdownAbsoluteUrl = useBaseUrl(markdownPath(permalink), { absolute: true });
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (status !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOutside = (event: PointerEvent): void => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const copy = (): void => {
    setStatus('copying');
    copyMarkdown(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  const closeOnEscape = (event: KeyboardEvent): void => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  };

  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      {/* The Escape key and focus leaving close the list wherever focus is inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.pageActions}
        ref={root}
        onKeyDown={closeOnEscape}
        onBlur={closeWhenFocusLeaves}
        // Page furniture, not article text: kept out of the search index (src/data/search.ts).
        data-pagefind-ignore="all"
      >
        <span className={styles.status} role="status">
          {copyPageMessages[status]}
        </span>
        <div className={styles.group}>
          <button type="button" className={styles.action} onClick={copy} disabled={status === 'copying'}>
            <Icon d={COPY_ICON} />
            Copy page
          </button>
          <button
            type="button"
            ref={toggle}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label="More page actions"
            onClick={() => setOpen(!open)}
          >
            <Icon d={CHEVRON_ICON} />
          </button>
          <ul id={listId} className={styles.menu} hidden={!open}>
            <li>
              <a
                className={styles.item}
                href={markdownUrl}
                type="text/markdown"
                aria-describedby={`${listId}-markdown`}
                onClick={() => setOpen(false)}
              >
                <Icon d={MARKDOWN_ICON} />
                <span className={styles.label}>
                  View as Markdown
                  <Detail id={`${listId}-markdown`}>This page as plain text</Detail>
                </span>
              </a>
            </li>
            {assistantLinks(markdownAbsoluteUrl).map(({ name, href }) => (
              <li key={name}>
                <a
                  className={styles.item}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={`${listId}-${name}`}
                  onClick={() => setOpen(false)}
                >
                  <Icon d={ASSISTANT_ICON} />
                  <span className={styles.label}>
                    Open in {name}
                    <Detail id={`${listId}-${name}`}>Ask it about this page</Detail>
                  </span>
                  <Icon d={NEW_TAB_ICON} />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
