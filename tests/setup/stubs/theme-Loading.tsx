// Stand-in for the theme's original Loading (what src/theme/Loading wraps): shows the props it got.
import type { ReactNode } from 'react';

export default function Loading({ pastDelay }: { pastDelay?: boolean }): ReactNode {
  return <span data-original-loading={pastDelay ? 'past-delay' : 'waiting'} />;
}
