import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { waitForItems } from "../support/wait.ts";

export interface ReceivedMail {
  /** The envelope: MAIL FROM and every RCPT TO, as the client sent them. */
  from: string;
  to: string[];
  /** The message's header lines, unfolded; names in lower case, values as sent (encoded words decoded). */
  headers: Array<[name: string, value: string]>;
  /** One header's value (the first), decoded. */
  header(name: string): string | undefined;
  /** The body as sent (transfer encoding undone for quoted-printable and base64 text). */
  text: string;
  raw: string;
}

export interface FakeSmtp {
  /** The address to put in SMTP_URL. */
  url: string;
  /** Messages accepted (answered 250 after DATA), in order. */
  messages: ReceivedMail[];
  /** Refuses the next `count` messages after DATA with `554 5.0.0 Reddedildi` (a real refusal the client reads). */
  failNext(count: number): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests, speaking the real protocol (the `smtp-server` package: EHLO, MAIL FROM, RCPT TO,
 * DATA, QUIT), so what the app sends is what a real mail server would receive. No STARTTLS and no AUTH: the client
 * talks plain SMTP on the loopback address. `failNext` makes it refuse messages with a permanent 554.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const error = Object.assign(new Error("5.0.0 Reddedildi"), { responseCode: 554 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        messages.push(
          parseMail(
            raw,
            envelope.mailFrom ? envelope.mailFrom.address : "",
            envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => {
      failures = count;
    },
    waitForMessages: (count, timeoutMs = 10_000) => waitForItems(messages, count, timeoutMs, "mails"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers: Array<[string, string]> = [];
  for (const line of head.split("\r\n")) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += line.replace(/^[ \t]+/, " ");
    else {
      const colon = line.indexOf(":");
      if (colon > 0) headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  const decoded = headers.map(([name, value]) => [name, decodeWords(value)] as [string, string]);
  const encoding = decoded.find(([name]) => name === "content-transfer-encoding")?.[1].toLowerCase();
  return {
    from,
    to,
    headers: decoded,
    header: (name) => decoded.find(([key]) => key === name.toLowerCase())?.[1],
    text: decodeBody(body, encoding),
    raw,
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), the way mail clients show a header. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bqBQ]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
