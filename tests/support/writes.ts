import { CATEGORY_ADMIN_MESSAGES } from "../../app/features/categories/admin-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import type { DatabaseTarget } from "./admin.ts";

/**
 * Writes against a running server whose answers can be counted as "acknowledged", for the durability and fault
 * tests: visitor comments, admin category creates, and a pool of concurrent writers that stops when the server goes.
 */

/** The ids of the active promotions (the ones that take comments), in id order. */
export async function activePromotionIds(target: DatabaseTarget): Promise<string[]> {
  const handle = openDatabase(target);
  try {
    const rows = await handle.db
      .selectFrom("promotions")
      .select("id")
      .where("is_active", "=", true)
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await handle.close();
  }
}

export async function firstActivePromotionId(target: DatabaseTarget): Promise<string> {
  const [first] = await activePromotionIds(target);
  if (first === undefined) throw new Error("no active promotion to comment on");
  return first;
}

/**
 * The stored comments whose text starts with `prefix`: the ones a test wrote, when it marks its texts. LIKE picks
 * them (its % and _ in `prefix` aside) and the exact prefix is checked after, since SQLite's LIKE ignores ASCII case.
 */
export async function commentsLike(
  target: DatabaseTarget,
  prefix: string,
): Promise<Array<{ id: string; comment: string }>> {
  const handle = openDatabase(target);
  try {
    const rows = await handle.db
      .selectFrom("promotion_comments")
      .select(["id", "comment"])
      .where("comment", "like", `${prefix}%`)
      .execute();
    return rows.filter((row) => row.comment.startsWith(prefix));
  } finally {
    await handle.close();
  }
}

/**
 * A distinct visitor address for the n-th write (10.0.0.0/8). With TRUST_PROXY=1 the server takes it from
 * X-Forwarded-For, so the per-address comment limit (5 a minute) stays out of the way of a test that writes a lot.
 */
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

interface CommentPost {
  ip: string;
  userName: string;
  comment: string;
  rating: number;
}

interface CommentAnswer {
  status: number;
  /** The stored comment's id when the server acknowledged it (201). */
  id: string | null;
  body: string;
  headers: Headers;
}

/**
 * POST /api/promotions/:id/comments as the page's script does. Throws when no answer comes (server gone), or when
 * `signal` aborts first (AbortSignal.timeout for a server that may hang).
 */
export async function postComment(
  baseUrl: string,
  promotionId: string,
  post: CommentPost,
  signal?: AbortSignal,
): Promise<CommentAnswer> {
  const response = await fetch(`${baseUrl}/api/promotions/${promotionId}/comments`, {
    method: "POST",
    signal,
    headers: { "Content-Type": "application/json", Origin: baseUrl, "X-Forwarded-For": post.ip },
    body: JSON.stringify({ userName: post.userName, comment: post.comment, rating: post.rating }),
  });
  const body = await response.text();
  // A held comment (issue #15) answers 201 without the comment: it has no public id yet.
  const id = response.status === 201 ? ((JSON.parse(body) as { comment?: { id: string } }).comment?.id ?? null) : null;
  return { status: response.status, id, body, headers: response.headers };
}

/**
 * Creates a category through the admin screen's form action, as a browser without JavaScript posts it. True when
 * the server answered with its "created" message, i.e. acknowledged the write. Throws when no answer comes.
 */
export async function createCategoryAsAdmin(
  baseUrl: string,
  cookie: string,
  category: { name: string; slug: string },
): Promise<boolean> {
  const response = await fetch(`${baseUrl}/admin/categories`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Cookie: cookie },
    body: new URLSearchParams({ intent: "save", id: "", name: category.name, slug: category.slug, isActive: "on" }),
  });
  await response.arrayBuffer();
  // A save that worked redirects back to the list with its toast in the signed one-time cookie; a refusal is a 4xx.
  return (
    response.status === 302 &&
    new URL(response.headers.get("Location") ?? "", baseUrl).pathname === "/admin/categories" &&
    flashToastText(response.headers) === CATEGORY_ADMIN_MESSAGES.created
  );
}

/**
 * The message of the toast a redirect carries in its `admin_toast` cookie, read without the secret: React Router's
 * signed cookie is the value's base64 JSON, a dot and the signature (the server checks the signature when it reads
 * it back; here only the text is compared).
 */
function flashToastText(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((line) => line.startsWith("admin_toast="));
  const value = decodeURIComponent(cookie?.slice("admin_toast=".length).split(";")[0] ?? "");
  const payload = value.slice(0, value.lastIndexOf("."));
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(Buffer.from(payload, "base64")));
    return typeof json === "object" && json !== null && "message" in json && typeof json.message === "string"
      ? json.message
      : null;
  } catch {
    return null;
  }
}

interface UploadAnswer {
  status: number;
  json: { url?: string; error?: string };
}

/**
 * POST /api/admin/uploads?kind=… as the editor's image button does, signed in with `cookie`: `file` as gorsel.png
 * (whatever its bytes are), or a form without a file when null.
 */
export async function uploadImage(
  baseUrl: string,
  cookie: string,
  kind: string,
  file: Buffer | null,
): Promise<UploadAnswer> {
  const form = new FormData();
  if (file) form.set("file", new File([new Uint8Array(file)], "gorsel.png", { type: "image/png" }));
  const response = await fetch(`${baseUrl}/api/admin/uploads?kind=${kind}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as UploadAnswer["json"] };
}

interface WriterPool<T> {
  /** Everything the server acknowledged, in the order the answers came. */
  readonly acknowledged: T[];
  /** Writes that got no answer at all (the connection died): they may or may not be stored. */
  readonly unanswered: () => number;
  /** Asks every writer to stop after its current write. */
  halt(): void;
  /** Resolves once every writer has stopped (halted, or its server went away). */
  readonly finished: Promise<void>;
}

/**
 * `count` writers, each sending one write after another (`write(worker, sequence)` resolves with what to record
 * when the server acknowledged it, or null when it answered otherwise). A write that throws means the server is
 * gone: that writer stops, since whatever was not acknowledged may be lost.
 */
export function startWriters<T>(count: number, write: (worker: number, sequence: number) => Promise<T | null>) {
  const acknowledged: T[] = [];
  let unanswered = 0;
  let halted = false;
  const writer = async (worker: number) => {
    for (let sequence = 0; !halted; sequence++) {
      try {
        const result = await write(worker, sequence);
        if (result !== null) acknowledged.push(result);
      } catch {
        unanswered++;
        return;
      }
    }
  };
  const finished = Promise.all(Array.from({ length: count }, (_, worker) => writer(worker))).then(() => {});
  const pool: WriterPool<T> = {
    acknowledged,
    unanswered: () => unanswered,
    halt: () => {
      halted = true;
    },
    finished,
  };
  return pool;
}
