import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type TypeStep = {
  /** Token, without the `--site-text-` prefix. */
  token: string;
  /** The size as written in src/css/custom.css. */
  size: string;
  use: string;
};

/** The type scale of src/css/custom.css, largest first (a major third, 1.25). */
export const typeScale: readonly TypeStep[] = [
  { token: 'display', size: '40–72 px, fluid', use: 'The name on the home page' },
  { token: '3xl', size: '28–39 px, fluid', use: 'Page titles' },
  { token: '2xl', size: '25 px', use: 'Section headings' },
  { token: 'xl', size: '20 px', use: 'Taglines, card titles' },
  { token: 'lg', size: '18 px', use: 'Lead paragraphs' },
  { token: 'base', size: '16 px', use: 'Body text, line height 1.65' },
  { token: 'sm', size: '14 px', use: 'Captions, metadata, code labels' },
];

/** Each step of the scale set in the system font, at its own size. */
export default function TypeScale(): ReactNode {
  return (
    <ul className={styles.scale}>
      {typeScale.map((step) => (
        <li key={step.token} className={styles.step}>
          <span className={styles.meta}>
            <code>--site-text-{step.token}</code>
            <span>
              {step.size} · {step.use}
            </span>
          </span>
          <span className={styles.sample} style={{ fontSize: `var(--site-text-${step.token})` }}>
            {step.token === 'display' ? 'ZKP2P' : 'Pay, prove, receive'}
          </span>
        </li>
      ))}
    </ul>
  );
}
