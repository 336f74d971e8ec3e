/** Wrapper: Home and End focus the first and last tab, as the WAI-ARIA tabs pattern expects; the tabs are the theme's. */
import type { KeyboardEvent, ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabsType>;

function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  if ((event.key !== 'Home' && event.key !== 'End') || !(event.target instanceof HTMLElement)) return;
  const tab = event.target.closest('[role="tab"]');
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
  const target = event.key === 'Home' ? tabs[0] : tabs.at(-1);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export default function TabsWrapper(props: Props): ReactNode {
  return (
    // Keys pressed on the tabs inside bubble up here; the wrapper itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.wrapper} onKeyDown={onKeyDown}>
      <Tabs {...props} />
    </div>
  );
}
