import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brandUrl, colourFiles, officialLogos, sourceFileUrl } from '@site/src/data/brandAssets';
import styles from './styles.module.css';

type Props = {
  /** The official logo files (on GitHub) or our colour downloads. */
  kind: 'logos' | 'colours';
};

type Download = { key: string; label: string; use: string; format: string; href: string; external: boolean };

const colourDownloads: readonly Download[] = [
  {
    key: 'css',
    label: 'Colours as CSS',
    use: 'Custom properties such as --peer-ignite-red, and the Ignite gradient',
    format: 'CSS',
    href: `pathname://${brandUrl(colourFiles.css)}`,
    external: false,
  },
  {
    key: 'json',
    label: 'Colours as JSON',
    use: 'Name, token, hex, RGB, group and use of every colour',
    format: 'JSON',
    href: `pathname://${brandUrl(colourFiles.json)}`,
    external: false,
  },
];

/** The official files, each opened on GitHub at the commit the brand kit was checked against. */
const logoDownloads: readonly Download[] = officialLogos.map((logo) => ({
  key: logo.path,
  label: logo.label,
  use: logo.use,
  format: logo.format,
  href: sourceFileUrl(logo.path),
  external: true,
}));

/**
 * One card per file, generated from src/data/brandAssets.ts. Logo cards link
 * to the project's own files on GitHub (the site copies none); colour cards
 * are plain file downloads (`pathname://`, not app routes).
 */
export default function BrandDownloads({ kind }: Props): ReactNode {
  const items = kind === 'logos' ? logoDownloads : colourDownloads;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <p className={styles.label}>{item.label}</p>
          <p className={styles.use}>{item.use}</p>
          <Link
            href={item.href}
            className={styles.file}
            {...(item.external ? {} : { download: item.href.split('/').pop() })}
          >
            {item.external ? null : 'Download '}
            <span className="sr-only">{item.label}, </span>
            {item.format}
            {item.external ? ' on GitHub' : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
