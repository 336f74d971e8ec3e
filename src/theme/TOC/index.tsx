/** Wrapper: a named <nav> landmark round the table of contents, which sits outside <main> on posts (axe `region`). */
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
