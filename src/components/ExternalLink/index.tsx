import type { ComponentProps, ReactNode } from 'react';

type Props = Omit<ComponentProps<'a'>, 'rel'>;

/**
 * A link that leaves the site: always `rel="noopener noreferrer"`, so the
 * other site gets neither a handle on this window nor the page address.
 * (Docusaurus's `<Link>` does this for Markdown links; this is for plain
 * anchors in our components.)
 */
export default function ExternalLink({ children, ...props }: Props): ReactNode {
  return (
    <a {...props} rel="noopener noreferrer">
      {children}
    </a>
  );
}
