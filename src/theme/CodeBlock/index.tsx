/**
 * Safe eject: code is highlighted when the page compiles (src/plugins/rehype-code-blocks),
 * so this shows that markup instead of running Prism again in the browser. It keeps
 * the theme's class names, title bar and copy button (no line numbers: no page uses
 * them); code given as children is shown as plain text.
 * Change: long lines wrap instead of scrolling sideways (a phone shows a whole
 * command), with a hanging indent past the line's own indentation, and the
 * copy button floats in the top corner of the code, so the lines beside it
 * wrap short of it and it never covers code.
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
      <div>
        {/* Not focusable, unlike the theme's block: lines wrap, so there is nothing to scroll to. */}
        <pre className={clsx('prism-code', `language-${lang}`, styles.pre)}>
          <CopyButton code={code} />
          {html === undefined ? (
            <code ref={code}>{children}</code>
          ) : (
            <code ref={code} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
      </div>
    </div>
  );
}
