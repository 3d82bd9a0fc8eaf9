/**
 * What the test suites need from the machine beyond npm packages, checked before they start: a fresh Debian machine
 * gets them through apt when the tests run as root (as CI does); anywhere else a missing one stops the run at once
 * with one line naming the command to run, instead of failing half an hour in.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

interface Prerequisite {
  /** The program the tests run. */
  command: string;
  /** The Debian package that provides it. */
  debianPackage: string;
}

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const PREREQUISITES: Prerequisite[] = [
  // The browser tests (playwright-core drives Debian's Chromium; it never downloads a browser of its own).
  { command: CHROMIUM_PATH, debianPackage: "chromium" },
  // The Nu Html Checker of the W3C validity test (vnu.jar from npm).
  { command: "java", debianPackage: "default-jre-headless" },
  // The documented TLS proxy in front of the production server, with a self-signed certificate.
  { command: "nginx", debianPackage: "nginx" },
  { command: "openssl", debianPackage: "openssl" },
  // The load generator of the bench and its smoke test.
  { command: "wrk", debianPackage: "wrk" },
  // Checks the sitemaps against the sitemaps.org schemas (tests/schemas).
  { command: "xmllint", debianPackage: "libxml2-utils" },
];

/** Fonts for Chromium's screenshots and layout: not a command, installed with Chromium. */
const EXTRA_PACKAGES = ["fonts-dejavu-core"];

export function isAvailable(command: string): boolean {
  const candidates = command.includes("/")
    ? [command]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .concat("/usr/sbin", "/sbin")
        .map((dir) => path.join(dir, command));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function missingPrerequisites(available: (command: string) => boolean = isAvailable): Prerequisite[] {
  return PREREQUISITES.filter((prerequisite) => !available(prerequisite.command));
}

export function packagesFor(missing: Prerequisite[]): string[] {
  return [...new Set(missing.map((p) => p.debianPackage).concat(EXTRA_PACKAGES))];
}

function main(): number {
  const missing = missingPrerequisites();
  if (missing.length === 0) return 0;
  const packages = packagesFor(missing);
  const command = `apt-get install -y ${packages.join(" ")}`;
  const canInstall = process.getuid?.() === 0 && isAvailable("apt-get");
  if (!canInstall) {
    console.error(`Testler için eksik: ${missing.map((p) => p.command).join(", ")}. Kurmak için: sudo ${command}`);
    return 1;
  }
  console.log(`Testler için eksik olanlar kuruluyor: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  const still = missingPrerequisites();
  if (install.status !== 0 || still.length > 0) {
    console.error(`Kurulamadı: ${still.map((p) => p.command).join(", ") || "apt-get hata verdi"}. Elle: ${command}`);
    return 1;
  }
  return 0;
}

if (import.meta.main) process.exitCode = main();
