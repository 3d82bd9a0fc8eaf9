/**
 * `node bench/login-timing.ts URL EMAIL PASSWORD`: the cost of one password hash and verify (scrypt, as better-auth
 * does it), and p50/p95 of 30 form sign-ins against a running server (start it with TRUST_PROXY=1 so each attempt
 * comes from its own address and the brute-force limit stays out of the figures).
 */
import { hashPassword, verifyPassword } from "better-auth/crypto";

const [url, email, password] = process.argv.slice(2);
if (!url || !email || !password) {
  process.stderr.write("Kullanım: node bench/login-timing.ts URL EMAIL PASSWORD\n");
  process.exit(1);
}

const ROUNDS = 10;
const hashes: string[] = [];
let started = performance.now();
for (let i = 0; i < ROUNDS; i++) hashes.push(await hashPassword(password));
const hashMs = (performance.now() - started) / ROUNDS;
started = performance.now();
for (const hash of hashes) await verifyPassword({ hash, password });
const verifyMs = (performance.now() - started) / ROUNDS;

const times: number[] = [];
for (let i = 0; i < 30; i++) {
  const begin = performance.now();
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "X-Forwarded-For": `10.250.0.${i}` },
    body: new URLSearchParams({ email, password }),
  });
  await response.text();
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  times.push(performance.now() - begin);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1);
console.log(
  JSON.stringify({
    hashMs: hashMs.toFixed(1),
    verifyMs: verifyMs.toFixed(1),
    loginP50Ms: at(0.5),
    loginP95Ms: at(0.95),
  }),
);
