/**
 * Why this wrapper exists: on blog posts Docusaurus places the table of
 * contents in a column outside <main>, so it sits in no landmark (axe
 * `region`) and screen-reader users cannot jump to it. Wrapping it in a named
 * <nav> makes it a landmark on every page that has one.
 */
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
