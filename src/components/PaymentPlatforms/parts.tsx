/**
 * The source line shared by the two payment tables (`PaymentPlatforms` for
 * readers, `PaymentMethods` for integrators). Their currency lists are
 * `@site/src/components/Currencies`.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { sourceUrl } from '@site/src/data/chains';
import type { Source } from '@site/src/data/chains';
import tables from '@site/src/css/tables.module.css';

/** Each source file once, grouped by repository or package and its version. */
export function Sources({ sources }: { sources: readonly Source[] }): ReactNode {
  const unique = [...new Map(sources.map((s) => [sourceUrl(s), s])).values()];
  const keyOf = (s: Source) => `${s.repository}@${s.ref}`;
  const groups = [...new Set(unique.map(keyOf))].map((key) => ({
    key,
    files: unique.filter((s) => keyOf(s) === key),
  }));
  return (
    <p className={tables.sources}>
      Source:{' '}
      {groups.map(({ key, files }, groupIndex) => (
        <span key={key}>
          {groupIndex > 0 ? '; ' : null}
          {files.map((source, index) => (
            <span key={sourceUrl(source)}>
              {index > 0 ? ', ' : null}
              <Link href={sourceUrl(source)}>
                <code>{source.path}</code>
              </Link>
            </span>
          ))}{' '}
          in {files[0]?.repository} {files[0]?.repository.startsWith('@') ? 'version' : 'at'} {files[0]?.ref}
        </span>
      ))}
      .
    </p>
  );
}
