/**
 * @module Record ids as `github.com/rs/xid` makes them: 12 bytes (seconds, machine, pid, counter)
 * in lowercase base32hex, 20 characters (`9m4e2mr0ui3e8a215n4g`). Anything else names no record.
 */
import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuv';
const MACHINE = randomBytes(3);
let counter = randomInt(0, 2 ** 24);

export const XID = /^[0-9a-v]{20}$/;

export function newXid(now = Date.now()): string {
  counter = (counter + 1) % 2 ** 24;
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  MACHINE.copy(bytes, 4);
  bytes.writeUInt16BE(process.pid & 0xffff, 7);
  bytes.writeUIntBE(counter, 9, 3);
  // 96 bits padded to 100: twenty 5-bit digits.
  let bits = BigInt(`0x${bytes.toString('hex')}`) << 4n;
  let out = '';
  for (let k = 0; k < 20; k += 1) {
    out = `${ALPHABET[Number(bits & 31n)]}${out}`;
    bits >>= 5n;
  }
  return out;
}
