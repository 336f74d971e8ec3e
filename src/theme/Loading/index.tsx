/**
 * Why this override exists: the fallback `Loading` component shows a failed
 * chunk as white text on a bright red box (3.7:1, below WCAG AA) and a spinner
 * in React blue. This one keeps the same behaviour (react-loadable's 200 ms
 * `pastDelay` before the spinner; on error the message and a "Retry" button) in
 * the site's colours, with the error announced to screen readers.
 * Change: styling and accessibility only; same props and states as upstream.
 */
import type { ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';

type Props = Pick<LoadingComponentProps, 'error' | 'retry' | 'pastDelay'>;
import styles from './styles.module.css';

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
