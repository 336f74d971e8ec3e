/**
 * Interactive builder for ZKP2P redirect-onramp links, used on the redirect
 * integration page. The developer fills in the documented query parameters;
 * the builder checks them (src/utils/redirectUrl.ts), ties each error to its
 * input, and shows the encoded link with a copy button.
 */
import { useId, useState } from 'react';
import Link from '@docusaurus/Link';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import clsx from 'clsx';
import {
  NATIVE_TOKEN_ADDRESS,
  buildRedirectUrl,
  emptyRedirectFields,
  redirectFieldOrder,
  supportedChains,
} from '@site/src/utils/redirectUrl';
import type { FieldErrors, RedirectField, RedirectFields } from '@site/src/utils/redirectUrl';
import styles from './styles.module.css';

type Props = {
  /** Values to start from; every other field starts empty. */
  initialValues?: Partial<RedirectFields>;
};

type FieldSpec = {
  name: RedirectField;
  label: string;
  hint: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
};

type Group = { legend: string; fields: readonly FieldSpec[] };

const groups: readonly Group[] = [
  {
    legend: 'Your app',
    fields: [
      {
        name: 'referrer',
        label: 'referrer',
        hint: 'Your application name, shown to the user.',
        placeholder: 'Acme Wallet',
        required: true,
      },
      {
        name: 'referrerLogo',
        label: 'referrerLogo',
        hint: 'Recommended. An https:// link to your logo.',
        placeholder: 'https://example.com/logo.svg',
        inputMode: 'url',
      },
      {
        name: 'callbackUrl',
        label: 'callbackUrl',
        hint: 'Recommended. The https:// page ZKP2P sends the user back to after a successful purchase.',
        placeholder: 'https://example.com/onramp/done',
        inputMode: 'url',
      },
    ],
  },
  {
    legend: 'Purchase',
    fields: [
      { name: 'inputCurrency', label: 'inputCurrency', hint: 'Optional. Three-letter fiat code.', placeholder: 'USD' },
      {
        name: 'inputAmount',
        label: 'inputAmount',
        hint: 'Optional. Fiat amount, up to 2 decimal places.',
        placeholder: '25.00',
        inputMode: 'decimal',
      },
      {
        name: 'paymentPlatform',
        label: 'paymentPlatform',
        hint: 'Optional. A suggestion the user can change.',
        placeholder: 'venmo',
      },
      {
        name: 'amountUsdc',
        label: 'amountUsdc',
        hint: 'Optional. Exact USDC to receive, in base units (1000000 = 1 USDC). Needs recipientAddress.',
        placeholder: '1000000',
        inputMode: 'numeric',
      },
    ],
  },
  {
    legend: 'Destination',
    fields: [
      { name: 'toTokenChainId', label: 'toToken chain', hint: 'Optional. The chain part of toToken.' },
      {
        name: 'toTokenAddress',
        label: 'toToken address',
        hint: `The token part of toToken. Native token on EVM chains: ${NATIVE_TOKEN_ADDRESS}.`,
        placeholder: NATIVE_TOKEN_ADDRESS,
      },
      {
        name: 'recipientAddress',
        label: 'recipientAddress',
        hint: 'Optional. The wallet that receives the tokens.',
        placeholder: '0x…',
      },
    ],
  },
];

const exampleValues: RedirectFields = {
  ...emptyRedirectFields,
  referrer: 'Acme Wallet',
  referrerLogo: 'https://example.com/acme-logo.svg',
  callbackUrl: 'https://example.com/onramp/done',
  inputCurrency: 'USD',
  inputAmount: '25',
  toTokenChainId: '8453',
  toTokenAddress: NATIVE_TOKEN_ADDRESS,
  recipientAddress: '0x1111222233334444555566667777888899990000',
};

type CopyState = 'idle' | 'copied' | 'failed';

export default function RedirectUrlBuilder({ initialValues }: Props): ReactNode {
  const baseId = useId();
  const [values, setValues] = useState<RedirectFields>({ ...emptyRedirectFields, ...initialValues });
  const [submitted, setSubmitted] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const result = buildRedirectUrl(values);
  const errors: FieldErrors = submitted && !result.ok ? result.errors : {};
  const errorCount = Object.keys(errors).length;
  const url = submitted && result.ok ? result.url : '';

  const idOf = (name: RedirectField, part: 'input' | 'hint' | 'error') => `${baseId}-${name}-${part}`;

  const update = (name: RedirectField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setCopyState('idle');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setCopyState('idle');
    if (!result.ok) {
      const firstInvalid = redirectFieldOrder.find((name) => result.errors[name] !== undefined);
      if (firstInvalid) document.getElementById(idOf(firstInvalid, 'input'))?.focus();
    }
  };

  const onReset = () => {
    setValues({ ...emptyRedirectFields });
    setSubmitted(false);
    setCopyState('idle');
  };

  const onExample = () => {
    setValues(exampleValues);
    setSubmitted(true);
    setCopyState('idle');
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const renderControl = (field: FieldSpec) => {
    const error = errors[field.name];
    const describedBy = clsx(idOf(field.name, 'hint'), error && idOf(field.name, 'error'));
    const common = {
      id: idOf(field.name, 'input'),
      name: field.name,
      value: values[field.name],
      onChange: update(field.name),
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
      'aria-required': field.required ? true : undefined,
      className: clsx(styles.control, error && styles.controlInvalid),
    };
    if (field.name === 'toTokenChainId') {
      return (
        <select {...common}>
          <option value="">None: the user chooses</option>
          {supportedChains.map((chain) => (
            <option key={chain.chainId} value={String(chain.chainId)}>
              {chain.name} ({chain.chainId})
            </option>
          ))}
        </select>
      );
    }
    return (
      <input
        {...common}
        type="text"
        inputMode={field.inputMode}
        placeholder={field.placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    );
  };

  return (
    <section className={styles.builder} aria-labelledby={`${baseId}-title`}>
      <p id={`${baseId}-title`} className={styles.title}>
        Redirect link builder
      </p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        {groups.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.legend}>{group.legend}</legend>
            {group.fields.map((field) => (
              <div key={field.name} className={styles.field}>
                <label htmlFor={idOf(field.name, 'input')} className={styles.label}>
                  <code>{field.label}</code>
                  {field.required ? <span className={styles.required}> (required)</span> : null}
                </label>
                {renderControl(field)}
                <p id={idOf(field.name, 'hint')} className={styles.hint}>
                  {field.hint}
                </p>
                {errors[field.name] ? (
                  <p id={idOf(field.name, 'error')} className={styles.error}>
                    {errors[field.name]}
                  </p>
                ) : null}
              </div>
            ))}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Build the link
          </button>
          <button type="button" className="button button--secondary" onClick={onExample}>
            Fill in an example
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            Clear
          </button>
        </div>
      </form>

      <div className={styles.result}>
        <p role="status" className={clsx(styles.summary, errorCount > 0 && styles.summaryInvalid)}>
          {errorCount > 0
            ? `${errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} attention before the link can be built.`
            : null}
          {url ? 'Your link is ready.' : null}
          {!submitted ? 'Fill in at least referrer, then build the link.' : null}
        </p>
        {url ? (
          <>
            <label htmlFor={`${baseId}-url`} className={styles.label}>
              Your redirect link
            </label>
            <textarea id={`${baseId}-url`} className={styles.url} value={url} readOnly rows={4} spellCheck={false} />
            <div className={styles.actions}>
              <button type="button" className="button button--primary" onClick={onCopy}>
                Copy link
              </button>
              <Link className="button button--secondary" href={url} target="_blank">
                Open in a new tab
              </Link>
              <span role="status" className={styles.copyStatus}>
                {copyState === 'copied' ? 'Copied to the clipboard.' : null}
                {copyState === 'failed' ? 'Copying failed: select the link above and copy it by hand.' : null}
              </span>
            </div>
            {result.warnings.length > 0 ? (
              <ul className={styles.warnings} aria-label="Notes about this link">
                {result.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
