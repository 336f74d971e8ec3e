/**
 * Why this wrapper exists: the theme draws a blog author's social links as
 * 16 px icons 4 px apart, below the 24 px target size of WCAG 2.2 (axe and
 * Lighthouse `target-size`). The links stay the theme's own; the box around
 * them gives each link a 24 px target (styles.module.css).
 */
import type { ReactNode } from 'react';
import Socials from '@theme-original/Blog/Components/Author/Socials';
import type SocialsType from '@theme/Blog/Components/Author/Socials';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SocialsType>;

export default function SocialsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.targets}>
      <Socials {...props} />
    </div>
  );
}
