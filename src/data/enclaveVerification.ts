/**
 * Which payment methods Peer's attestation service verifies from the buyer's
 * own payment-app session inside its AWS Nitro enclave ("Buyer TEE"): the
 * buyer's extension seals the session material for the enclave, which looks
 * the payment up itself. The privacy guide renders this list, and the buyer
 * guides link to it there.
 *
 * Read from `@zkp2p/zkp2p-attestation` 3.1.0, the version `@zkp2p/sdk` 0.14.1
 * depends on: its buyer TEE platform matrix (README) and the type
 * `BuyerTeeActionTypeByPlatform`, limited to the methods `@zkp2p/contracts-v2`
 * 0.4.1 registers on Base (`paymentMethods/base.json`). The test beside this
 * file holds both lists to the two packages.
 */
import type { PackageMethodName } from './paymentPlatforms';
import { andList } from '../utils/lists';

export type EnclaveVerifiedMethod = {
  /** The method's name in the contracts package. */
  method: PackageMethodName;
  /** The app as readers know it. */
  name: string;
  /** Which accounts or banks the enclave can read for it, when the package names them. */
  scope?: string;
};

/** Methods registered on Base whose buyer payments the enclave verifies from the buyer's session. */
export const buyerEnclaveMethods: readonly EnclaveVerifiedMethod[] = [
  { method: 'venmo', name: 'Venmo' },
  { method: 'cashapp', name: 'Cash App' },
  { method: 'paypal', name: 'PayPal', scope: 'Personal and Business accounts' },
  { method: 'wise', name: 'Wise' },
  { method: 'revolut', name: 'Revolut' },
  { method: 'monzo', name: 'Monzo' },
  { method: 'chime', name: 'Chime' },
  { method: 'zelle', name: 'Zelle', scope: 'through Chase, Bank of America or Citi' },
  { method: 'alipay', name: 'Alipay' },
];

/** Methods registered on Base for which the package types no buyer enclave path. */
export const withoutBuyerEnclavePath: readonly { method: PackageMethodName; name: string }[] = [
  { method: 'mercadopago', name: 'Mercado Pago' },
];

/** Where the lists were read. */
export const enclaveVerificationSource = { package: '@zkp2p/zkp2p-attestation', version: '3.1.0' } as const;

/** "Venmo, Cash App, PayPal (Personal and Business accounts), … and Alipay". */
export function enclaveMethodList(): string {
  return andList(buyerEnclaveMethods.map(({ name, scope }) => (scope ? `${name} (${scope})` : name)));
}

/** "Mercado Pago". */
export function methodsWithoutEnclavePath(): string {
  return andList(withoutBuyerEnclavePath.map(({ name }) => name));
}
