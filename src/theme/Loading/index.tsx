/**
 * Wrapper: a failed chunk shows in the site's colours as an alert with "Retry"
 * (the original's white on red is 3.7:1, below WCAG AA, and silent); loading stays the original's.
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
