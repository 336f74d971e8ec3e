/**
 * Why this replaces the theme's Logo (navbar and mobile menu): the theme
 * shows the logo as an `<img>` of /img/logo.svg, twice (a light and a dark
 * copy), and React preloads it from the head. Chromium renders an SVG image
 * as a document of its own (3 to 10 ms on this project's test machine, on
 * every page, around the first paint), and it is one more request in every
 * first view. Drawn inline, the mark is four elements of the page. The link,
 * its classes and its accessible name (the config's `navbar.logo.alt`) are
 * the theme's; only the picture changed. Wrapping cannot do this: the image
 * is rendered inside the original component.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/Logo';
import { MARK } from '@site/src/data/brandMark';
import styles from './styles.module.css';

/** The mark on its mint tile, as in static/img/logo.svg; colours from the palette's CSS variables (./styles.module.css). */
function Mark({ size, label }: { size: number; label: string }): ReactNode {
  const { node } = MARK;
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <rect className={styles.tile} width="64" height="64" rx={MARK.tileRadius} />
      <path
        className={styles.z}
        d={MARK.z}
        fill="none"
        strokeWidth={MARK.stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle className={styles.node} cx={node.cx} cy={node.cy} r={node.r} strokeWidth={node.stroke} />
    </svg>
  );
}

export default function Logo({ imageClassName, titleClassName, ...linkProps }: Props): ReactNode {
  const {
    siteConfig: { title },
  } = useDocusaurusContext();
  const {
    navbar: { title: navbarTitle, logo },
  } = useThemeConfig();
  const logoLink = useBaseUrl(logo?.href || '/');
  // As in the theme: with a visible title beside it, a logo without alt text is decorative.
  const label = logo?.alt ?? (navbarTitle ? '' : title);
  const mark = logo && <Mark size={logo.width ? Number(logo.width) : 32} label={label} />;
  return (
    <Link to={logoLink} {...linkProps} {...(logo?.target && { target: logo.target })}>
      {mark && (imageClassName ? <div className={imageClassName}>{mark}</div> : mark)}
      {navbarTitle != null && <b className={titleClassName}>{navbarTitle}</b>}
    </Link>
  );
}
