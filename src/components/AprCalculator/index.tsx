import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import clsx from 'clsx';
import {
  aprFields,
  displayEstimate,
  estimateLabels,
  estimateApr,
  formatNumber,
  validateAprInputs,
  workedExample,
} from '@site/src/utils/apr';
import type { AprField } from '@site/src/utils/apr';
import styles from './styles.module.css';

type FieldText = { label: string; unit: string; hint: string };

const fieldText: Readonly<Record<AprField, FieldText>> = {
  deposit: { label: 'Your deposit', unit: 'USDC', hint: 'The USDC you lock in the escrow.' },
  conversionRate: {
    label: 'Your conversion rate',
    unit: 'fiat per USDC',
    hint: 'What a buyer pays you for one USDC.',
  },
  marketPrice: {
    label: 'Market price',
    unit: 'fiat per USDC',
    hint: 'What one USDC is worth in the same currency right now.',
  },
  dailyVolume: {
    label: 'Platform daily volume',
    unit: 'USD',
    hint: 'Average value traded on ZKP2P in a day.',
  },
  liquidity: {
    label: 'Platform liquidity',
    unit: 'USD',
    hint: 'Total value deposited on ZKP2P right now.',
  },
};

type RawInputs = Record<AprField, string>;

/** The worked example, as the inputs show it. */
function startingValues(): RawInputs {
  return Object.fromEntries(aprFields.map((field) => [field, formatNumber(workedExample[field], 6)])) as RawInputs;
}

/**
 * Interactive estimate of a seller's APR. Every keystroke re-runs the pure
 * functions of `src/utils/apr.ts`; the results region is a polite live region,
 * and each input names its own error through aria-describedby.
 */
export default function AprCalculator(): ReactNode {
  const id = useId();
  const [raw, setRaw] = useState<RawInputs>(startingValues);
  const validation = validateAprInputs(raw);
  const errors = validation.ok ? {} : validation.errors;
  const estimate = validation.ok ? estimateApr(validation.inputs) : undefined;
  const shown = estimate ? displayEstimate(estimate) : undefined;
  const resultsLabelId = `${id}-results`;

  const update = (field: AprField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setRaw((previous) => ({ ...previous, [field]: value }));
  };

  return (
    <div className={styles.calculator}>
      <fieldset className={styles.inputs}>
        <legend className={styles.legend}>Your deposit and the platform</legend>
        {aprFields.map((field) => {
          const text = fieldText[field];
          const inputId = `${id}-${field}`;
          const hintId = `${inputId}-hint`;
          const errorId = `${inputId}-error`;
          const error = errors[field];
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={inputId} className={styles.label}>
                {text.label} <span className={styles.unit}>({text.unit})</span>
              </label>
              <input
                id={inputId}
                className={styles.input}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={raw[field]}
                onChange={update(field)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              />
              <p id={hintId} className={styles.hint}>
                {text.hint}
              </p>
              {error ? (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="button" className={styles.reset} onClick={() => setRaw(startingValues())}>
          Reset to the worked example
        </button>
      </fieldset>
      <section className={styles.results} aria-labelledby={resultsLabelId}>
        <p id={resultsLabelId} className={styles.resultsTitle}>
          Estimate
        </p>
        <div aria-live="polite">
          {shown && estimate ? (
            <>
              <dl className={styles.list}>
                {estimateLabels.map(({ key, label }) => (
                  <div key={key} className={clsx(styles.row, key === 'apr' && styles.aprRow)}>
                    <dt>{label}</dt>
                    <dd>{shown[key]}</dd>
                  </div>
                ))}
              </dl>
              {estimate.apr === null ? (
                <p className={styles.note}>
                  Your rate is below the market price, so each cycle loses money and an APR does not apply.
                </p>
              ) : null}
            </>
          ) : (
            <div className={styles.note}>
              <p>No estimate until every field holds a valid number:</p>
              <ul>
                {aprFields.flatMap((field) => {
                  const message = errors[field];
                  return message ? [<li key={field}>{message}</li>] : [];
                })}
              </ul>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
