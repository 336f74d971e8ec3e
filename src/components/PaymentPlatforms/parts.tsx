/**
 * The source line shared by the two payment tables (`PaymentPlatforms` for
 * readers, `PaymentMethods` for integrators). Their currency lists are
 * `@site/src/components/Currencies`.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { sourceUrl } from '@site/src/data/chains';
import type { Source } from '@site/src/data/chains';
import styles from './styles.module.css';

export function Sources({ sources }: { sources: readonly Source[] }): ReactNode {
  const unique = [...new Map(sources.map((s) => [sourceUrl(s), s])).values()];
  return (
    <p className={styles.sources}>
      Source:{' '}
      {unique.map((source, index) => (
        <span key={sourceUrl(source)}>
          {index > 0 ? '; ' : null}
          <Link href={sourceUrl(source)}>
            <code>{source.path}</code>
          </Link>
        </span>
      ))}{' '}
      in {unique[0]?.repository} at {unique[0]?.ref}.
    </p>
  );
}
