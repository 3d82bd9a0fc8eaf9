import { Writable } from "node:stream";
import { createLogger, type Logger } from "../../app/utils/logger.server.ts";

/** A line of our pino log as the tests read it: level 30 info, 40 warn, 50 error; `err` is pino's serialised error. */
export type LogLine = Record<string, unknown> & {
  level: number;
  msg: string;
  err?: { type?: string; message?: string; stack?: string; code?: string };
};

/** The app's real logger writing its JSON lines into an array, so a test reads what was logged. */
export function capturingLogger(level = "info"): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger(level, destination), lines };
}
