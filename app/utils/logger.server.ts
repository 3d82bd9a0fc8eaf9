import pino, { type Logger } from "pino";

export type { Logger } from "pino";

/** Paths that may carry a secret: pino replaces them before anything is written. */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "token",
  "*.token",
  "cookie",
  "*.cookie",
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  "apiKey",
  "*.apiKey",
  "secret",
  "*.secret",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "bonus-rehberi" },
      redact: { paths: REDACTED_PATHS, censor: "[gizli]" },
      // Every error goes in as `err: error`: type, message, stack and own fields (code), and causes.
      serializers: { err: pino.stdSerializers.err },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
