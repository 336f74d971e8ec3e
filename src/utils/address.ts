/**
 * Helpers for Ethereum addresses: shape checks and EIP-55 mixed-case
 * checksums (https://eips.ethereum.org/EIPS/eip-55), used by the deployment
 * data tests and by the components that show addresses. Keccak-256 comes from
 * @noble/hashes (audited, no dependencies).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** True when `value` is `0x` followed by exactly 40 hex digits (20 bytes), in any case. */
export function isHexAddress(value: string): boolean {
  return HEX_ADDRESS.test(value);
}

/**
 * The EIP-55 form of an address: each hex letter is upper case when the
 * matching nibble of keccak256(lowercase hex, without 0x) is 8 or more.
 * Throws on anything that is not a 20-byte hex address.
 */
export function toChecksumAddress(address: string): string {
  if (!isHexAddress(address)) {
    throw new TypeError(`Not a 20-byte hex address: ${JSON.stringify(address)}`);
  }
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower.charAt(i);
    const nibble = Number.parseInt(hash.charAt(i), 16);
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}
