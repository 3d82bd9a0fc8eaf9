import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { pollStatus } from "./wait.ts";

/**
 * The Nu Html Checker (the checker behind validator.w3.org/nu), from the pinned `vnu-jar` package, run with the
 * system's Java: the package's own install script would download a Java runtime, which CI installs from Debian
 * instead (.ci/run).
 */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);
const START_TIMEOUT_MS = 60_000;

export interface HtmlChecker {
  /** The checker's errors on one document, one line each: the message and the markup it names. Warnings are advice. */
  errorsIn(html: string): Promise<string[]>;
  close(): Promise<void>;
}

interface CheckerMessage {
  type: string;
  subType?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Starts the checker as a local web service (its own process group, bound to 127.0.0.1), so that a suite checks many
 * documents at a few milliseconds each instead of a Java start per document.
 */
export async function startHtmlChecker(): Promise<HtmlChecker> {
  const service = await launchHtmlChecker();
  try {
    const checker = await connectHtmlChecker(service.url, service.failed);
    return { errorsIn: checker.errorsIn, close: service.close };
  } catch (error) {
    await service.close();
    throw error;
  }
}

/** A checker service started and not yet awaited: its address, why it stopped if it did, and how to stop it. */
export interface HtmlCheckerService {
  url: string;
  /** Resolves with the reason if the service fails to start or ends; never resolves while it runs. */
  failed: Promise<Error>;
  close(): Promise<void>;
}

/**
 * Spawns the checker service without waiting for it to answer (Java takes seconds to start): the browser specs'
 * global setup (./html-checker-service.ts) starts one for the whole run this way while the first specs boot.
 */
export async function launchHtmlChecker(): Promise<HtmlCheckerService> {
  const port = await freePort();
  const child = spawn(
    "java",
    [
      "-Xmx256m",
      "-cp",
      VNU_JAR,
      "-Dnu.validator.servlet.bind-address=127.0.0.1",
      "nu.validator.servlet.Main",
      `${port}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close', not 'exit': the process can exit before its stderr is read to the end, and the reason is in its last lines.
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const failed = Promise.race([
    new Promise<Error>((resolve) => child.once("error", resolve)),
    exited.then(() => new Error(`it exited: ${output.slice(-2000)}`)),
  ]);
  return {
    url: `http://127.0.0.1:${port}/`,
    failed,
    async close() {
      stopGroup(child);
      await exited;
    },
  };
}

/**
 * The checker service at `url` (one this process started, or the run's from `inject("htmlCheckerUrl")`), once it
 * answers: a freshly started one needs a few seconds.
 */
export async function connectHtmlChecker(
  url: string,
  failed: Promise<Error> = new Promise(() => {}),
): Promise<Pick<HtmlChecker, "errorsIn">> {
  const ready = await Promise.race([
    pollStatus(url, 200, START_TIMEOUT_MS).then((status) => status === 200 || new Error(`it answered ${status}`)),
    failed,
  ]);
  if (ready !== true) {
    throw new Error(
      `the Nu Html Checker did not start (Java 11+ must be on the PATH; .ci/run installs it): ${ready.message}`,
    );
  }
  return {
    async errorsIn(html) {
      const response = await fetch(`${url}?out=json&level=error`, {
        method: "POST",
        headers: { "Content-Type": "text/html; charset=utf-8" },
        body: html,
      });
      if (!response.ok) throw new Error(`the Nu Html Checker answered ${response.status}`);
      const { messages } = (await response.json()) as { messages: CheckerMessage[] };
      return messages
        .filter((message) => message.type === "error" || message.subType === "fatal")
        .map((message) => `${message.message} (line ${message.lastLine ?? "?"}: ${(message.extract ?? "").trim()})`);
    },
  };
}

function stopGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}
