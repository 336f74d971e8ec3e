/** Safe eject: the site is dark only (`disableSwitch`), so no page needs the toggle's code; delete this if that changes. */
import type { ReactNode } from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
