/**
 * Why this wrapper exists: the fallback `Loading` component shows a failed
 * chunk as white text on a bright red box (3.7:1, below WCAG AA) with no
 * announcement. This wrapper shows that state in the site's colours, as an
 * alert, with the same "Retry" button; the 200 ms delay and the spinner are
 * the original's.
 */
import type { ComponentProps, ReactNode } from 'react';
import type ThemeLoading from '@theme/Loading';
import Loading from '@theme-original/Loading';
import styles from './styles.module.css';

type Props = Pick<ComponentProps<typeof ThemeLoading>, 'error' | 'retry' | 'pastDelay'>;

export default function LoadingWrapper(props: Props): ReactNode {
  const { error, retry } = props;
  if (!error) return <Loading {...props} />;
  return (
    <div className={styles.error} role="alert">
      <p>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
