// Test stand-in for @docusaurus/Link: a plain anchor with the props it was given.
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<'a'> & { to?: string };

export default function Link({ to, href, children, ...rest }: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
