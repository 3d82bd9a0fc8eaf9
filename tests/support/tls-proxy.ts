import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTempDir } from "./temp-dir.ts";
import { waitUntil } from "./wait.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DEPLOY_DOC = path.join(ROOT, "docs/deploy.md");
/** The host name the deployment documents; the tests' certificate and Chromium's resolver rule use their own. */
const DOCUMENTED_HOST = "bonus.example.com";

export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  /** base64 SHA-256 of the certificate's public key: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spkiHash: string;
}

/** A fresh self-signed certificate for `host` (openssl), valid for two days. */
export function selfSignedCertificate(dir: string, host: string): SelfSignedCertificate {
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=DNS:${host}`,
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  const publicKey = execFileSync("openssl", ["x509", "-in", certFile, "-pubkey", "-noout"]);
  const der = execFileSync("openssl", ["pkey", "-pubin", "-outform", "der"], { input: publicKey });
  const spkiHash = execFileSync("openssl", ["dgst", "-sha256", "-binary"], { input: der }).toString("base64");
  return { certFile, keyFile, spkiHash };
}

/** The nginx block of docs/deploy.md, exactly as an operator would copy it. */
export function documentedNginxConfig(): string {
  const doc = readFileSync(DEPLOY_DOC, "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx block");
  return block;
}

export interface ProxiedSite {
  /** The port nginx answers https on, for this instance. */
  httpsPort: number;
  /** The port of nginx's plain-http server (the documented redirect to https). */
  httpPort: number;
  /** The production server this site is proxied to. */
  upstreamPort: number;
}

export interface RunningNginx {
  /** Everything nginx wrote to stderr (its error log). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx with the documented configuration, once per site: only what an operator must change is
 * changed (the host name, the certificate paths, the ports, the upstream address). `bindAddress` makes nginx
 * connect to Node from another loopback address than the browser's, so that a test can tell the client's address
 * (from X-Forwarded-For) from the proxy's (the socket).
 */
export async function startDocumentedNginx(options: {
  sites: ProxiedSite[];
  host: string;
  certificate: SelfSignedCertificate;
  bindAddress: string;
}): Promise<RunningNginx> {
  const dir = createTempDir("nginx-");
  const documented = documentedNginxConfig();
  const servers = options.sites.map((site, index) => {
    const upstream = `bonus_rehberi_${index}`;
    let block = documented
      .replaceAll(DOCUMENTED_HOST, options.host)
      .replaceAll("bonus_rehberi", upstream)
      .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${site.upstreamPort};`)
      .replace("listen 443 ssl", `listen 127.0.0.1:${site.httpsPort} ssl`)
      .replace("listen 80;", `listen 127.0.0.1:${site.httpPort};`)
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${options.certificate.certFile};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${options.certificate.keyFile};`)
      // The documented redirect drops the port (`$host`); on a test port the visitor's port must stay.
      .replace("return 301 https://$host$request_uri;", `return 301 https://$host:${site.httpsPort}$request_uri;`);
    block = block.replace("proxy_pass", `proxy_bind ${options.bindAddress};\n        proxy_pass`);
    for (const wanted of [`127.0.0.1:${site.upstreamPort}`, `${site.httpsPort} ssl`, options.certificate.certFile]) {
      if (!block.includes(wanted)) throw new Error(`the documented nginx block changed shape: ${wanted} not set`);
    }
    return block;
  });
  const temp = (name: string) => path.join(dir.path, name);
  const conf = `
daemon off;
master_process off;
pid ${temp("nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { text/html html; }
${servers.join("\n")}
}
`;
  const confFile = temp("nginx.conf");
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn("nginx", ["-p", dir.path, "-c", confFile, "-e", "stderr"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    await exited;
    dir.remove();
  };
  const listening = await waitUntil(async () => {
    if (child.exitCode !== null) return true;
    const answers = await Promise.all(
      options.sites.map((site) =>
        fetch(`http://127.0.0.1:${site.httpPort}/`, { redirect: "manual" }).then(
          (r) => r.status === 301,
          () => false,
        ),
      ),
    );
    return answers.every(Boolean);
  }, 15_000);
  if (!listening || child.exitCode !== null) {
    await stop();
    throw new Error(`nginx did not start:\n${output}`);
  }
  return { output: () => output, stop };
}
