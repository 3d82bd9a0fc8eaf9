import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of our TypeScript scripts with the Node that runs the tests (Node 24). */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<ScriptResult> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  // 'close' comes after the output is read to the end; 'exit' can come before its last chunks.
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
