/**
 * Wrapper: a named <nav> landmark round the table of contents, which sits outside <main> on posts (axe `region`).
 * The landmark fills the theme's column, so the list inside stays sticky as the page scrolls.
 */
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
