import { useEffect, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { chains, explorerAddressUrl } from '@site/src/data/chains';
import type { ChainId, DeploymentStatus } from '@site/src/data/chains';
import StatusBadge from '@site/src/components/StatusBadge';
import { isHexAddress } from '@site/src/utils/address';
import type { ContractAddressData } from './data';
import styles from './styles.module.css';

/**
 * Either the entry looked up when the page compiled (`data`, from
 * `<ContractAddress name="EscrowV2" />` in MDX), shown inline with its
 * status; or an address given directly by another component (a table row).
 */
type Props =
  | { data: ContractAddressData }
  | {
      /** What the address is, used in accessible names: "Copy Escrow address". */
      name: string;
      address: string;
      chainId: ChainId;
      /** Shown as a badge when given. */
      status?: DeploymentStatus;
      data?: undefined;
    };

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the "Copied" message stays, in milliseconds. */
const FEEDBACK_MS = 2000;

/** Copies with the async Clipboard API, or with a selection and execCommand where that API is missing. */
async function copyText(text: string, fallbackNode: HTMLElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or insecure context: try the selection fallback below.
    }
  }
  if (!fallbackNode || typeof window === 'undefined') return false;
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(fallbackNode);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * One on-chain address shown in full: monospace, wrapping on narrow screens,
 * with a copy button (its result announced politely), a link to the chain's
 * block explorer and, when known, its status. Looked up by name in MDX, it flows inline.
 */
export default function ContractAddress(props: Props): ReactNode {
  const inline = props.data !== undefined;
  const { name, address, chainId, status } = props.data ?? props;
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!isHexAddress(address)) {
    return <span className={styles.failed}>Address not available</span>;
  }

  const chain = chains[chainId];

  const onCopy = async () => {
    const ok = await copyText(address, codeRef.current);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ok ? FEEDBACK_MS : FEEDBACK_MS * 3);
  };

  return (
    <span className={clsx(styles.root, inline && styles.inline)}>
      <code ref={codeRef} className={styles.address} translate="no">
        {address}
      </code>
      <span className={styles.actions}>
        {status ? <StatusBadge status={status} /> : null}
        <button
          type="button"
          className={styles.button}
          onClick={() => void onCopy()}
          aria-label={`Copy ${name} address`}
          data-copy-address={address}
        >
          Copy
        </button>
        <Link className={styles.link} href={explorerAddressUrl(chainId, address)}>
          View<span className="sr-only"> {name}</span> on {chain.explorerName}
        </Link>
        <span className={clsx(styles.status, state === 'failed' && styles.failed)} role="status" aria-live="polite">
          {state === 'copied' ? 'Copied' : null}
          {state === 'failed' ? 'Could not copy; select the address and copy it yourself' : null}
        </span>
      </span>
    </span>
  );
}
