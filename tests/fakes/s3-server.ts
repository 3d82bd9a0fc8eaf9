import { createServer, type IncomingMessage, type Server } from "node:http";

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, StoredObject>;
  /** Every request's method, path and the access key its SigV4 Authorization header names. */
  requests: Array<{ method: string; path: string; accessKey: string | null }>;
  close(): Promise<void>;
}

/**
 * A local stand-in for an S3-compatible store, speaking the path-style REST protocol the AWS SDK uses:
 * PUT/GET/HEAD/DELETE /{bucket}/{key}. It checks that each request is SigV4-signed for the expected key id.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3["requests"] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const [, bucket, ...keyParts] = url.pathname.split("/");
    const key = decodeURIComponent(keyParts.join("/"));
    const auth = req.headers.authorization ?? "";
    const accessKey = /Credential=([^/]+)\//.exec(auth)?.[1] ?? null;
    requests.push({ method: req.method ?? "", path: url.pathname, accessKey });
    if (!auth.startsWith("AWS4-HMAC-SHA256") || accessKey !== options.accessKeyId) {
      res.writeHead(403, { "Content-Type": "application/xml" }).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    if (bucket !== options.bucket) {
      res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    if (req.method === "PUT") {
      objects.set(key, {
        body: await readBody(req),
        contentType: req.headers["content-type"],
        cacheControl: req.headers["cache-control"],
      });
      res.writeHead(200, { ETag: '"fake"' }).end();
      return;
    }
    const stored = objects.get(key);
    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (!stored) {
      res.writeHead(404, { "Content-Type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
      return;
    }
    res.writeHead(200, {
      "Content-Type": stored.contentType ?? "application/octet-stream",
      "Content-Length": stored.body.length,
    });
    res.end(req.method === "HEAD" ? undefined : stored.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (req.headers["content-encoding"] ?? "").includes("aws-chunked") ? decodeAwsChunked(raw) : raw;
}

/** aws-chunked: "<hex size>[;chunk-signature=…]\r\n<data>\r\n" repeated, ending with a zero-size chunk. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString().split(";")[0] ?? "0", 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
