/**
 * Why this is ejected (CodeBlock is marked safe to eject): code is
 * highlighted when the page compiles (rehype-prism-plus, then
 * src/plugins/rehype-code-blocks), so a block only has to show the finished
 * markup. The theme's block would bring Prism into the browser and highlight
 * every block again while the page hydrates.
 * Change: renders the build's token markup (`html`) instead of running Prism;
 * keeps the theme's class names, title bar, highlighted lines (from the
 * plugin) and copy button; no word-wrap button and no line numbers (no page
 * uses them). Code given as children (a component's own block) is shown as
 * plain text.
 */
import { useRef } from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

type Props = {
  /** Highlighted markup from src/plugins/rehype-code-blocks. */
  html?: string;
  /** Plain code, when a component renders a block itself. */
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  className?: string;
};

export default function CodeBlock({ html, children, language, title, className }: Props): ReactNode {
  const code = useRef<HTMLElement>(null);
  const lang = language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  return (
    <div className={clsx('theme-code-block', `language-${lang}`, styles.block, className)}>
      {title !== undefined && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* Focusable like the theme's block: a long line scrolls sideways, and the keyboard has to reach it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className={clsx('prism-code', `language-${lang}`, styles.pre)} tabIndex={0}>
          {html === undefined ? (
            <code ref={code}>{children}</code>
          ) : (
            <code ref={code} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
        <CopyButton code={code} />
      </div>
    </div>
  );
}
