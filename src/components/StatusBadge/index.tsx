import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { DeploymentStatus } from '@site/src/data/chains';
import styles from './styles.module.css';

const label: Readonly<Record<DeploymentStatus, string>> = {
  current: 'Current',
  legacy: 'Legacy',
  retired: 'Retired',
};

/**
 * The status of a deployment as a small labelled badge, so a legacy or
 * retired address can never pass for a current one, even out of context.
 * Each status has its own colour and its own word; the word carries the
 * meaning, the colour only repeats it.
 */
export default function StatusBadge({ status }: { status: DeploymentStatus }): ReactNode {
  return <span className={clsx(styles.badge, styles[status])}>{label[status]}</span>;
}
