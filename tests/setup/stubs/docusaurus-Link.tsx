// Test stand-in for @docusaurus/Link: a plain anchor.
import type { ReactNode } from 'react';

type Props = { to?: string; href?: string; children?: ReactNode; className?: string };

export default function Link({ to, href, children, className }: Props): ReactNode {
  return (
    <a href={to ?? href} className={className}>
      {children}
    </a>
  );
}
