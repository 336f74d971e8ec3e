/**
 * Every ZKP2P address this site publishes: contracts per protocol version,
 * chain and environment, plus the few signer accounts a reader needs to audit
 * them. The deployment pages render only from this list (through
 * `src/components/DeploymentTable`), and `deployments.test.ts` checks each
 * address (20-byte hex, EIP-55 checksum when mixed case) and that nothing is
 * listed twice.
 *
 * Where the addresses come from (nothing here is typed from memory):
 * - V3: repository zkp2p/zkp2p-v2-contracts, branch `main` at 4241be0
 *   (28 Oct 2025), files `deployments/<network>/<Contract>.json`; signer
 *   accounts from `deployments/parameters.ts` on the same commit. The
 *   repository calls this release "v2.1"; the product and these docs call it V3.
 * - V2: the same repository, branch `v2-main` at da735c5 (7 Aug 2025), files
 *   `deployments/<network>/<Contract>.json`; the gating signer and witness from
 *   the public ZKP2P developer docs (V2 off-ramp integration guide).
 */

import type { ChainId, EntryKind, Environment, ProtocolVersion, Source } from './chains';

export * from './chains';

export type Deployment = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  /** Contract name exactly as in the contracts repository, or a role name for accounts. */
  name: string;
  /** As published (EIP-55 checksummed in every source used here). */
  address: string;
  kind: EntryKind;
  /** `superseded` entries were replaced by a later deployment and are kept for reading old transactions. */
  status: 'current' | 'superseded';
  /** One sentence: what this address does. */
  purpose: string;
  source: Source;
  /** Extra context shown with the entry, e.g. what replaced it. */
  note?: string;
};

type Group = {
  version: ProtocolVersion;
  environment: Environment;
  chainId: ChainId;
  ref: string;
  folder: string;
};

const v3Base: Group = {
  version: 'v3',
  environment: 'production',
  chainId: 8453,
  ref: 'main',
  folder: 'base',
};
const v3BaseStaging: Group = {
  version: 'v3',
  environment: 'staging',
  chainId: 8453,
  ref: 'main',
  folder: 'base_staging',
};
const v3BaseSepolia: Group = {
  version: 'v3',
  environment: 'testnet',
  chainId: 84532,
  ref: 'main',
  folder: 'base_sepolia',
};
const v2Base: Group = {
  version: 'v2',
  environment: 'production',
  chainId: 8453,
  ref: 'v2-main',
  folder: 'base',
};
const v2BaseSepolia: Group = {
  version: 'v2',
  environment: 'testnet',
  chainId: 84532,
  ref: 'v2-main',
  folder: 'base_sepolia',
};
const v2Sepolia: Group = {
  version: 'v2',
  environment: 'testnet',
  chainId: 11155111,
  ref: 'v2-main',
  folder: 'sepolia',
};

type V3Name =
  | 'Escrow'
  | 'Orchestrator'
  | 'UnifiedPaymentVerifier'
  | 'SimpleAttestationVerifier'
  | 'PaymentVerifierRegistry'
  | 'NullifierRegistry'
  | 'EscrowRegistry'
  | 'PostIntentHookRegistry'
  | 'RelayerRegistry'
  | 'ProtocolViewer';

type V2Name =
  | 'Escrow'
  | 'NullifierRegistry'
  | 'VenmoReclaimVerifier'
  | 'RevolutReclaimVerifier'
  | 'CashappReclaimVerifier'
  | 'WiseReclaimVerifier'
  | 'MercadoPagoReclaimVerifier'
  | 'PaypalReclaimVerifier'
  | 'MonzoReclaimVerifier'
  | 'ZelleBaseVerifier'
  | 'ZelleBoAReclaimVerifier'
  | 'ZelleChaseReclaimVerifier'
  | 'ZelleCitiReclaimVerifier';

const v3Purposes: Readonly<Record<V3Name, string>> = {
  Escrow: 'Holds deposits and their settings; locks, unlocks and pays out funds for intents.',
  Orchestrator: 'Runs the intent lifecycle (signal, fulfil, cancel, manual release), takes fees and calls hooks.',
  UnifiedPaymentVerifier: 'Checks signed payment attestations for every payment method and records nullifiers.',
  SimpleAttestationVerifier: 'Stores the witness address and checks the signature on each attestation.',
  PaymentVerifierRegistry: 'Maps each payment method to its verifier and to the currencies it accepts.',
  NullifierRegistry: 'Remembers every payment already used, so one payment settles at most one intent.',
  EscrowRegistry: 'Lists the escrow contracts the Orchestrator will lock funds in.',
  PostIntentHookRegistry: 'Lists the hook contracts an intent is allowed to name.',
  RelayerRegistry: 'Lists relayers allowed to hold more than one open intent.',
  ProtocolViewer: 'Read-only helper that joins Escrow and Orchestrator state for front ends.',
};

const reclaimPurpose = (platform: string) => `Checks Reclaim (zkTLS) proofs of ${platform} payments.`;

const v2Purposes: Readonly<Record<V2Name, string>> = {
  Escrow: 'Holds deposits, records intents and releases funds once a verifier accepts a proof.',
  NullifierRegistry: 'Remembers every payment already used, so one payment settles at most one intent.',
  VenmoReclaimVerifier: reclaimPurpose('Venmo'),
  RevolutReclaimVerifier: reclaimPurpose('Revolut'),
  CashappReclaimVerifier: reclaimPurpose('Cash App'),
  WiseReclaimVerifier: reclaimPurpose('Wise'),
  MercadoPagoReclaimVerifier: reclaimPurpose('Mercado Pago'),
  PaypalReclaimVerifier: reclaimPurpose('PayPal'),
  MonzoReclaimVerifier: reclaimPurpose('Monzo'),
  ZelleBaseVerifier: 'Entry point for Zelle: reads the bank tag on a proof and hands it to that bank’s verifier.',
  ZelleBoAReclaimVerifier: reclaimPurpose('Zelle (Bank of America)'),
  ZelleChaseReclaimVerifier: reclaimPurpose('Zelle (Chase)'),
  ZelleCitiReclaimVerifier: reclaimPurpose('Zelle (Citi)'),
};

const testTokenPurpose = 'Valueless stand-in for USDC, deployed for testing on this network.';

function fromGroup(group: Group, name: string, address: string, kind: EntryKind, purpose: string): Deployment {
  return {
    version: group.version,
    environment: group.environment,
    chainId: group.chainId,
    name,
    address,
    kind,
    status: 'current',
    purpose,
    source: {
      repository: 'zkp2p/zkp2p-v2-contracts',
      ref: group.ref,
      path: `deployments/${group.folder}/${name}.json`,
    },
  };
}

function v3(group: Group, name: V3Name, address: string): Deployment {
  return fromGroup(group, name, address, 'contract', v3Purposes[name]);
}

function v2(group: Group, name: V2Name, address: string): Deployment {
  return fromGroup(group, name, address, 'contract', v2Purposes[name]);
}

function testToken(group: Group, address: string): Deployment {
  return fromGroup(group, 'USDCMock', address, 'test-token', testTokenPurpose);
}

function account(
  group: Group,
  name: string,
  address: string,
  purpose: string,
  source: Source,
  note?: string,
): Deployment {
  const entry = { ...fromGroup(group, name, address, 'account', purpose), source };
  return note === undefined ? entry : { ...entry, note };
}

const v3Parameters: Source = {
  repository: 'zkp2p/zkp2p-v2-contracts',
  ref: 'main',
  path: 'deployments/parameters.ts',
};
const v2OfframpGuide: Source = {
  repository: 'zkp2p/docs',
  ref: '6454d32',
  path: 'developer/api/offramp-integration.md',
};

/** Zelle verifiers on Base that the 30 May 2025 redeployment replaced. */
const supersededZelle: readonly (readonly [V2Name, string])[] = [
  ['ZelleBaseVerifier', '0x1783f040783C0827fB64d128ECE548d9B3613Ad5'],
  ['ZelleBoAReclaimVerifier', '0x73640AEd9d3110c04BC7B13540648A5adb3EA579'],
  ['ZelleCitiReclaimVerifier', '0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'],
];

export const deployments: readonly Deployment[] = [
  // V3 on Base: production
  v3(v3Base, 'Escrow', '0x2f121CDDCA6d652f35e8B3E560f9760898888888'),
  v3(v3Base, 'Orchestrator', '0x88888883Ed048FF0a415271B28b2F52d431810D0'),
  v3(v3Base, 'UnifiedPaymentVerifier', '0x16b3e4a3CA36D3A4bCA281767f15C7ADeF4ab163'),
  v3(v3Base, 'SimpleAttestationVerifier', '0xED6C0C34c3964D239e7a315C55E620fafE5Ae3AC'),
  v3(v3Base, 'PaymentVerifierRegistry', '0x2b82D24437ff66Fb173eabDfD67ee2ACeb8bEb1e'),
  v3(v3Base, 'NullifierRegistry', '0x8d8e1A0e5345a5cc9AA206c3ca76D6d28c514608'),
  v3(v3Base, 'EscrowRegistry', '0xeD0e847B101abc96E796260AC358e12BAa2f5B21'),
  v3(v3Base, 'PostIntentHookRegistry', '0x9B128EBAD4d874199A2Dc57E93186796c5EcAdE9'),
  v3(v3Base, 'RelayerRegistry', '0xEbA979889a9c97382A92472fF3703786fF180083'),
  v3(v3Base, 'ProtocolViewer', '0x30B03De22328074Fbe8447C425ae988797146606'),
  account(
    v3Base,
    'Protocol multisig',
    '0x0bC26FF515411396DD588Abd6Ef6846E04470227',
    'Owner of the V3 contracts after deployment; also receives protocol fees and swept deposit dust.',
    v3Parameters,
    'Named MULTI_SIG in the deployment parameters; the V2 branch names the same address as owner and fee recipient of the V2 Escrow.',
  ),
  account(
    v3Base,
    'Attestation witness',
    '0x5106A86819ED6Bb82c77CcBfC151250E1d369DbA',
    'Signing key of the attestation service; SimpleAttestationVerifier accepts attestations it signs.',
    v3Parameters,
    'Value set at deployment (WITNESS_ADDRESS). The owner can rotate it with setWitness; read witness() on the contract for the live value.',
  ),

  // V3 on Base: staging
  v3(v3BaseStaging, 'Escrow', '0x5C2a8D9246777eE4501B6C426a8B8C7635C7b5b5'),
  v3(v3BaseStaging, 'Orchestrator', '0xF9b9CD27Deea496B960b3cb5221b514705fCaF5e'),
  v3(v3BaseStaging, 'UnifiedPaymentVerifier', '0xfFf74adAE1fb470d49cA37772C9859C4a6dBcc03'),
  v3(v3BaseStaging, 'SimpleAttestationVerifier', '0x1540c12858Ad8D45EE9DAF8DFf2f28B28F047772'),
  v3(v3BaseStaging, 'PaymentVerifierRegistry', '0x2261416DA54C85f975C73FA56EF4D2D6b0aEF7Cc'),
  v3(v3BaseStaging, 'NullifierRegistry', '0x3FFd04f7909a16d3476263A1f4ce413A089dCc69'),
  v3(v3BaseStaging, 'EscrowRegistry', '0xc545f336eC77E69bf115729acCbf2e557A00ac91'),
  v3(v3BaseStaging, 'PostIntentHookRegistry', '0xA4745c8F735B07fa77cD6EC64A2C77cb787fD0cd'),
  v3(v3BaseStaging, 'RelayerRegistry', '0xB214650b424E6b5fdcB1259566eB7A512D8Bd25E'),
  v3(v3BaseStaging, 'ProtocolViewer', '0x1b2FE4FF7530143f38b7D7f4ccd83a3f1a022840'),
  account(
    v3BaseStaging,
    'Attestation witness',
    '0x4ab950AE1e3326578Bf7e643a2031E858aBa2927',
    'Signing key trusted by the staging SimpleAttestationVerifier at deployment.',
    v3Parameters,
  ),

  // V3 on Base Sepolia: testnet
  v3(v3BaseSepolia, 'Escrow', '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E'),
  v3(v3BaseSepolia, 'Orchestrator', '0x7D563c65456deF11c1Fdb9510eB745D5a780F5Fd'),
  v3(v3BaseSepolia, 'UnifiedPaymentVerifier', '0xA22aE87e99d614e6e04d787c67C609E24F223F6C'),
  v3(v3BaseSepolia, 'SimpleAttestationVerifier', '0x2Db1d6E0d7711b2AaC2918FE84270CfF84958dfA'),
  v3(v3BaseSepolia, 'PaymentVerifierRegistry', '0x251b544f0fBFF4D55aCb02dF17F6A9bB19861062'),
  v3(v3BaseSepolia, 'NullifierRegistry', '0xE0980FFdC868B69484C78A4B213E2C1Fa5AE70Cb'),
  v3(v3BaseSepolia, 'EscrowRegistry', '0x29d5116784144C30bD09D9537B7b5AB96cD6CdaA'),
  v3(v3BaseSepolia, 'PostIntentHookRegistry', '0x6ee1693e4fE83F7c3C87313a06f97E190f9Dc99c'),
  v3(v3BaseSepolia, 'RelayerRegistry', '0x8Ffe25Bc049ee6bd3E24fd9fDd3f654FCcDc3eE6'),
  v3(v3BaseSepolia, 'ProtocolViewer', '0x0c875D2B0802EAb3793886da9e0cF40e636b3384'),
  testToken(v3BaseSepolia, '0x48aB9BCF2B25a696ea950E95c2EACFE0Ec8A6DE1'),
  account(
    v3BaseSepolia,
    'Attestation witness',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'Signing key trusted by the testnet SimpleAttestationVerifier at deployment.',
    v3Parameters,
    'The parameters file uses the same address for local development, so treat testnet attestations as test data only.',
  ),

  // V2 on Base: production
  v2(v2Base, 'Escrow', '0xCA38607D85E8F6294Dc10728669605E6664C2D70'),
  v2(v2Base, 'NullifierRegistry', '0x27B4A4542af8EefB7eBf574a562C5D4DaA17137F'),
  v2(v2Base, 'VenmoReclaimVerifier', '0x9a733B55a875D0DB4915c6B36350b24F8AB99dF5'),
  v2(v2Base, 'RevolutReclaimVerifier', '0xAA5A1B62B01781E789C900d616300717CD9A41aB'),
  v2(v2Base, 'CashappReclaimVerifier', '0x76D33A33068D86016B806dF02376dDBb23Dd3703'),
  v2(v2Base, 'WiseReclaimVerifier', '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca'),
  v2(v2Base, 'MercadoPagoReclaimVerifier', '0xf2AC5be14F32Cbe6A613CFF8931d95460D6c33A3'),
  v2(v2Base, 'PaypalReclaimVerifier', '0x03d17E9371C858072E171276979f6B44571C5DeA'),
  v2(v2Base, 'MonzoReclaimVerifier', '0x0dE46433bD251027f73eD8f28E01eF05DA36a2E0'),
  v2(v2Base, 'ZelleBaseVerifier', '0x431a078A5029146aAB239c768A615CD484519aF7'),
  v2(v2Base, 'ZelleBoAReclaimVerifier', '0x809c7A20A2dbBB3210fC73Dd7C01Cd7Fa70C195F'),
  v2(v2Base, 'ZelleChaseReclaimVerifier', '0xBcD7C6BBcA5869fBefe3E322263EE1090221D7A9'),
  v2(v2Base, 'ZelleCitiReclaimVerifier', '0x3128BadC46Dbe2E37BDd2d64F33fB3B3a639570E'),
  account(
    v2Base,
    'Gating service signer',
    '0x396D31055Db28C0C6f36e8b36f18FE7227248a97',
    'Address the ZKP2P gating service signs intents with; sellers set it as intentGatingService.',
    v2OfframpGuide,
  ),
  account(
    v2Base,
    'Reclaim witness',
    '0x0636c417755E3ae25C6c166D181c0607F4C572A3',
    'Attestor whose signature V2 verifiers require; sellers encode it in the deposit verification data.',
    v2OfframpGuide,
  ),
  ...supersededZelle.map(([name, address]) => ({
    ...v2(v2Base, name, address),
    status: 'superseded' as const,
    source: {
      repository: 'zkp2p/zkp2p-v2-contracts' as const,
      ref: 'dcbc4a5',
      path: `deployments/base/${name}.json`,
    },
    note: 'Recorded in commit dcbc4a5 (20 May 2025) and replaced by commit 5ed2bd9 (30 May 2025). Older copies of the ZKP2P docs still list it.',
  })),

  // V2 on Base Sepolia: testnet
  v2(v2BaseSepolia, 'Escrow', '0x15EF83EBB422B4AC8e3b8393d016Ed076dc50CB7'),
  v2(v2BaseSepolia, 'NullifierRegistry', '0x1ef021957e863FB686989755878cB98717e4FD4f'),
  v2(v2BaseSepolia, 'VenmoReclaimVerifier', '0x8499f2e7c4496Acfe0D7Ca5C7b6522514877b33F'),
  v2(v2BaseSepolia, 'RevolutReclaimVerifier', '0x7E34909A1C1b2a4D2FAbA61c17a0F59ECAce6F29'),
  v2(v2BaseSepolia, 'CashappReclaimVerifier', '0xe4148B108Fe4D7421853FE8cFfd35bDc2c0d95Ec'),
  v2(v2BaseSepolia, 'WiseReclaimVerifier', '0x54c92a8828A393C5A6D1DfbB71d0e9e97329b39C'),
  v2(v2BaseSepolia, 'MercadoPagoReclaimVerifier', '0x4367155Fe7BAA99d9AE99fE4F6aC1b8E87012e6b'),
  v2(v2BaseSepolia, 'PaypalReclaimVerifier', '0xC8cd114C6274Ef1066840337E7678BC9731BEa68'),
  v2(v2BaseSepolia, 'MonzoReclaimVerifier', '0xe2B378D9181046c84dB1156B0F90cF3108e25E9D'),
  v2(v2BaseSepolia, 'ZelleBaseVerifier', '0xbeeC239145b3c461422BC2fC45B78E5fd70862F1'),
  v2(v2BaseSepolia, 'ZelleBoAReclaimVerifier', '0x5eDB64B6FF3Fe18CE0bf7a890a6cC6a7D236c925'),
  v2(v2BaseSepolia, 'ZelleChaseReclaimVerifier', '0x909e7F6Eed9fF4913af7C0e73413d9d35E56B407'),
  v2(v2BaseSepolia, 'ZelleCitiReclaimVerifier', '0x462e1CB14dC8eb4b4940F7EB91CD1589eF0cbFE6'),
  testToken(v2BaseSepolia, '0x17463cb89A62c7b4A5ecD949aFDEDBD0Aa047ad1'),

  // V2 on Ethereum Sepolia: testnet
  v2(v2Sepolia, 'Escrow', '0xFF0149799631D7A5bdE2e7eA9b306c42b3d9a9ca'),
  v2(v2Sepolia, 'NullifierRegistry', '0x9cF61278C2Cc9C41578fE3a0ED375E9870D514F1'),
  v2(v2Sepolia, 'VenmoReclaimVerifier', '0x3Fa6C4135696fBD99F7D55B552B860f5df770710'),
  v2(v2Sepolia, 'RevolutReclaimVerifier', '0x79820f039942501F412910C083aDA6dCc419B67c'),
  v2(v2Sepolia, 'CashappReclaimVerifier', '0x3997dd7B691E11D45E8898601F5bc7B016b0d38B'),
  v2(v2Sepolia, 'WiseReclaimVerifier', '0x7cF01c990F5E93Eb4eaaC2146dFeC525a9C87878'),
  v2(v2Sepolia, 'MercadoPagoReclaimVerifier', '0xa70E7B29C372D71E0EE8E0a5c5721F3724e45CF3'),
  v2(v2Sepolia, 'ZelleBaseVerifier', '0x9F330945807658Ba0735a1115beF37c6D2dCc8A9'),
  testToken(v2Sepolia, '0x79f096840586a3FB1E2895dfc0e17bce07d7C774'),
];
