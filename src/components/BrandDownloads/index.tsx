import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brandUrl, brandVariants, filesOf } from '@site/src/data/brandAssets';
import type { BrandFile, BrandVariant } from '@site/src/data/brandAssets';
import styles from './styles.module.css';

type Props = {
  /** Marks or wordmarks. */
  kind: BrandVariant['kind'];
};

/** Height of the previews, in CSS pixels. */
const PREVIEW_HEIGHT = 72;

/** What a download link says: the format and, for a PNG, its pixel size. */
export function fileLabel(file: BrandFile): string {
  if (file.format === 'SVG') return 'SVG';
  return file.width === file.height ? `PNG ${file.width} px` : `PNG ${file.width} × ${file.height}`;
}

const backgroundClass: Readonly<Record<BrandVariant['background'], string | undefined>> = {
  any: styles.onVault,
  dark: styles.onInk,
  light: styles.onWhite,
};

/**
 * Download cards for the marks or the wordmarks, generated from
 * src/data/brandAssets.ts: a preview on a fitting background, then one link
 * per file. `pathname://` links are plain file downloads, not app routes.
 */
export default function BrandDownloads({ kind }: Props): ReactNode {
  return (
    <ul className={`${styles.grid} ${kind === 'mark' ? styles.marks : ''}`}>
      {brandVariants
        .filter((variant) => variant.kind === kind)
        .map((variant) => {
          const files = filesOf(variant);
          const width = Math.round(PREVIEW_HEIGHT * variant.aspect);
          return (
            <li key={variant.id} className={styles.card}>
              <div className={`${styles.preview} ${backgroundClass[variant.background] ?? ''}`}>
                <img
                  src={brandUrl(`zkp2p-${variant.id}.svg`)}
                  alt={`ZKP2P ${variant.label.toLowerCase()}`}
                  width={width}
                  height={PREVIEW_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <p className={styles.label}>{variant.label}</p>
              <ul className={styles.files} aria-label={`Downloads: ${variant.label}`}>
                {files.map((file) => (
                  <li key={file.file}>
                    <Link href={`pathname://${brandUrl(file.file)}`} download={file.file} className={styles.file}>
                      <span className="sr-only">{variant.label}, </span>
                      {fileLabel(file)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
    </ul>
  );
}
