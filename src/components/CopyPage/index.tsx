import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = {
  /** URL of the page's Markdown twin, e.g. `/guides/introduction/zkp2p.md`. */
  markdownUrl: string;
};

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** What the status line says after each state; read out by screen readers. */
export const copyPageMessages: Readonly<Record<Status, string>> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Open “View as Markdown” and copy it from there.',
};

/** How long the "copied" confirmation stays before the line clears. */
const CONFIRMATION_MS = 4000;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/**
 * Fetches the Markdown at click time (pages carry no copy of it) and puts it
 * on the clipboard. A ClipboardItem holding the pending text keeps the click's
 * permission in Safari, which refuses `writeText` after an await; browsers
 * without it take the `writeText` path.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
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

function CopyIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M5 1.5A1.5 1.5 0 0 1 6.5 0h7A1.5 1.5 0 0 1 15 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 5 10.5v-9Zm1.5 0v9h7v-9h-7ZM2.5 4H4v1.5H2.5v9h7V13H11v1.5A1.5 1.5 0 0 1 9.5 16h-7A1.5 1.5 0 0 1 1 14.5v-9A1.5 1.5 0 0 1 2.5 4Z"
      />
    </svg>
  );
}

function MarkdownIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M1.5 3h13A1.5 1.5 0 0 1 16 4.5v7a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 0 11.5v-7A1.5 1.5 0 0 1 1.5 3Zm0 1.5v7h13v-7h-13ZM3 10V6h1.5L6 7.75 7.5 6H9v4H7.5V8.2L6 10 4.5 8.2V10H3Zm8.25 0L9.5 8h1.25V6h1.5v2h1.25l-1.75 2h-.5Z"
      />
    </svg>
  );
}

/** "Copy page" and "View as Markdown" for one doc, with a status line for the result. */
export default function CopyPage({ markdownUrl }: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = (): void => {
    setStatus('copying');
    copyMarkdown(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.copyPage}>
      <span className={styles.status} role="status">
        {copyPageMessages[status]}
      </span>
      <button type="button" className={styles.action} onClick={copy} disabled={status === 'copying'}>
        <CopyIcon />
        Copy page
      </button>
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        <MarkdownIcon />
        View as Markdown
      </a>
    </div>
  );
}
