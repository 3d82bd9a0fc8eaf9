import { createHmac } from "node:crypto";

/** RFC 4648 base32 (the otpauth secret). */
function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP computed in the test from the secret: HMAC-SHA1 over the 30-second step, six digits. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** A code that is not the current one (nor its neighbours in time). */
export function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totp(secret, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

/**
 * A right code that has not signed in yet: a code spent on a sign-in is refused again while it is valid (replay),
 * so tests that sign in several times take the current, the next or the previous step's code, each once.
 */
export function unusedCode(secret: string, spent: Set<string>): string {
  for (const shift of [0, 30_000, -30_000]) {
    const code = totp(secret, Date.now() + shift);
    if (!spent.has(code)) {
      spent.add(code);
      return code;
    }
  }
  throw new Error("the three codes valid now are spent: wait for the next 30-second step");
}
