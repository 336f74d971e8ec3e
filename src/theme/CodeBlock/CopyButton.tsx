/** The code block's copy button: copies the code as shown, and says so for two seconds. */
import { useEffect, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = { code: RefObject<HTMLElement | null> };

const SHOWN_MS = 2000;

export default function CopyButton({ code }: Props): ReactNode {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(code.current?.textContent ?? '').then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    // The visible word is generated content (styles.module.css), so the text of
    // the <pre> the button floats in stays the code alone.
    <button
      type="button"
      className={clsx('clean-btn', styles.copy)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      data-label={copied ? 'Copied' : 'Copy'}
      onClick={copy}
    />
  );
}
