/**
 * Why this replaces the theme's component (rather than wrapping it):
 * - the theme imports the icons of thirteen platforms, about 5 KiB of
 *   compressed JavaScript on every blog page; the authors here link to X and
 *   GitHub. This renders the theme's own icons for those two and its generic
 *   icon for any other platform an author adds later;
 * - the theme draws 16 px icons 4 px apart, below the 24 px target size of
 *   WCAG 2.2 (axe and Lighthouse `target-size`); each link here gets a 24 px
 *   target (styles.module.css).
 * The markup, classes and link titles are otherwise the theme's.
 */
import type { ComponentType, ReactNode, SVGProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconGitHub from '@theme/Icon/Socials/GitHub';
import IconX from '@theme/Icon/Socials/X';
import IconDefault from '@theme/Icon/Socials/Default';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import themeStyles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';
import styles from './styles.module.css';

type Platform = { Icon: ComponentType<SVGProps<SVGSVGElement>>; label: string };

const PLATFORMS: Readonly<Record<string, Platform>> = {
  github: { Icon: IconGitHub, label: 'GitHub' },
  x: { Icon: IconX, label: 'X' },
};

export default function BlogAuthorSocials({ author }: Props): ReactNode {
  return (
    <div className={clsx(themeStyles.authorSocials, styles.targets)}>
      {Object.entries(author.socials ?? {}).map(([platform, link]) => {
        const { Icon, label } = PLATFORMS[platform] ?? { Icon: IconDefault, label: platform };
        return (
          <Link key={platform} className={themeStyles.authorSocialLink} href={link} title={label}>
            <Icon className={themeStyles.authorSocialIcon} />
          </Link>
        );
      })}
    </div>
  );
}
