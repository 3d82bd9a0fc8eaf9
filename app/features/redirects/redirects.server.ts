import { sql } from "kysely";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { routerPathOf } from "../../utils/route-path.ts";
import {
  type BulkAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  writeEach,
} from "../admin-lists/public.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import {
  isReservedPath,
  NOT_FOUND_LOG_LIMIT,
  REDIRECT_MESSAGES,
  REDIRECT_PATH_MAX,
  type RedirectInput,
  redirectKey,
  redirectTarget,
} from "./redirect.schema.ts";
import type { NotFoundListQuery, RedirectListQuery } from "./redirect-list.ts";

export interface RedirectRow {
  id: string;
  fromPath: string;
  toPath: string;
  statusCode: 301 | 302;
  source: "auto" | "manual";
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
}

export type RedirectPage = ListPage<RedirectRow, RedirectListQuery["tab"]>;

/**
 * One page of redirects in the list's state: searched Turkish-aware in both addresses, under a
 * tab (301 'kalıcı', 302 'geçici'), newest first or by visits or last visit.
 */
export function listRedirectsForAdmin(db: Db, request: ListRequest<RedirectListQuery>): Promise<RedirectPage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("redirects"), query, { fold: ["from_path", "to_path"] }),
    tabs: {
      tumu: null,
      kalici: (eb) => eb("status_code", "=", 301),
      gecici: (eb) => eb("status_code", "=", 302),
    },
    rows: (qb, direction) =>
      qb
        .selectAll()
        .$call((ordered) => {
          if (query.sort === "ziyaret") return ordered.orderBy("hits", direction);
          // Never visited sorts after every visit, both ways round.
          if (query.sort === "son-ziyaret") {
            return ordered
              .orderBy((eb) => eb.case().when("last_hit_at", "is", null).then(1).else(0).end())
              .orderBy("last_hit_at", direction);
          }
          return ordered.orderBy("created_at", direction);
        })
        .orderBy("id", direction)
        .execute(),
    map: (r) => ({
      id: r.id,
      fromPath: r.from_path,
      toPath: r.to_path,
      statusCode: r.status_code === 302 ? 302 : 301,
      source: r.source === "auto" ? "auto" : "manual",
      hits: Number(r.hits),
      lastHitAt: r.last_hit_at,
      createdAt: r.created_at,
    }),
  });
}

interface RedirectWrite {
  id?: string;
  from: string;
  to: string;
  status: 301 | 302;
  source: "auto" | "manual";
}

/** More hops than any collapsed chain has: a walk this long is going round. */
const MAX_HOPS = 20;

/**
 * A target as a request to this site: its path as React Router matches it and its query; null for an address on
 * another site. An absolute address on SITE_URL's origin is this site too.
 */
function onSiteRequest(target: string, siteUrl: string | undefined): { path: string; query: string } | null {
  let address = target;
  if (!target.startsWith("/")) {
    if (!siteUrl || !URL.canParse(target)) return null;
    const url = new URL(target);
    if (url.origin !== new URL(siteUrl).origin) return null;
    address = `${url.pathname}${url.search}`;
  }
  const mark = address.indexOf("?");
  const path = routerPathOf(mark === -1 ? address : address.slice(0, mark));
  return { path, query: mark === -1 ? "" : address.slice(mark + 1) };
}

/**
 * Follows `to` as a browser would, through the stored redirects matched as the redirect table answers (the exact
 * query first, then the path, the query carried on) with the one being written in place: 'self' when the first
 * request is already its own old address (a query or the site's full address added), 'chain' when a later one is,
 * or the walk goes round; null when it ends on a page.
 */
async function loopOf(trx: Db, write: RedirectWrite, to: string, siteUrl?: string): Promise<"self" | "chain" | null> {
  let target = to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const request = onSiteRequest(target, siteUrl);
    if (!request) return null;
    const exactKey = request.query ? `${request.path}?${request.query}` : null;
    const keys = exactKey ? [exactKey, request.path] : [request.path];
    let next: string | null = null;
    for (const key of keys) {
      if (key === write.from) return hop === 0 ? "self" : "chain";
      const row = await trx
        .selectFrom("redirects")
        .select(["id", "to_path"])
        .where("from_path", "=", key)
        .executeTakeFirst();
      if (!row || row.id === write.id) continue;
      const carry = key !== exactKey && request.query !== "" && !row.to_path.includes("?");
      next = carry ? `${row.to_path}?${request.query}` : row.to_path;
      break;
    }
    if (next === null) return null;
    target = next;
  }
  return "chain";
}

/**
 * Stores one redirect with its chain collapsed: a target that is itself redirected is replaced by where that one
 * leads, and redirects that led to the new old address now lead straight on (A→B, then B→C stores A→C and B→C).
 * A redirect that would lead back to its own address, at once or through others, with a query or the site's full
 * address (`siteUrl`) added, is refused with a Turkish error.
 */
async function writeRedirect(trx: Db, write: RedirectWrite, siteUrl?: string): Promise<void> {
  const { from } = write;
  if (redirectKey(write.to) === from) throw new ServiceError("invalid", REDIRECT_MESSAGES.self, { field: "toPath" });
  const onward = await trx
    .selectFrom("redirects")
    .select(["id", "to_path"])
    .where("from_path", "=", redirectKey(write.to) ?? write.to)
    .executeTakeFirst();
  const to = onward && onward.id !== write.id ? onward.to_path : write.to;
  if (redirectKey(to) === from) throw new ServiceError("invalid", REDIRECT_MESSAGES.loop, { field: "toPath" });
  const loop = await loopOf(trx, write, to, siteUrl);
  if (loop) {
    const message = loop === "self" && to === write.to ? REDIRECT_MESSAGES.selfWithQuery : REDIRECT_MESSAGES.chainLoop;
    throw new ServiceError("invalid", message, { field: "toPath" });
  }
  const taken = await trx.selectFrom("redirects").select("id").where("from_path", "=", from).executeTakeFirst();
  if (taken && taken.id !== write.id) {
    if (write.source === "manual") {
      throw new ServiceError("conflict", REDIRECT_MESSAGES.duplicate, { field: "fromPath" });
    }
    // A slug change replaces whatever the old address pointed at.
    await trx.deleteFrom("redirects").where("id", "=", taken.id).execute();
  }
  const now = new Date().toISOString();
  if (write.id) {
    const result = await trx
      .updateTable("redirects")
      .set({ from_path: from, to_path: to, status_code: write.status, updated_at: now })
      .where("id", "=", write.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ServiceError("not_found", REDIRECT_MESSAGES.notFound);
  } else {
    // Two slug changes at once may both find the old address free: the later one wins instead of failing.
    await trx
      .insertInto("redirects")
      .values({
        id: crypto.randomUUID(),
        from_path: from,
        to_path: to,
        status_code: write.status,
        source: write.source,
        created_at: now,
        updated_at: now,
      })
      .$if(write.source === "auto", (insert) =>
        insert.onConflict((conflict) =>
          conflict.column("from_path").doUpdateSet({ to_path: to, status_code: write.status, updated_at: now }),
        ),
      )
      .execute();
  }
  // Whatever led to the old address leads straight to the new one; one that would now point at itself goes.
  const toKey = redirectKey(to);
  if (toKey !== null)
    await trx.deleteFrom("redirects").where("from_path", "=", toKey).where("to_path", "=", from).execute();
  await trx.updateTable("redirects").set({ to_path: to, updated_at: now }).where("to_path", "=", from).execute();
}

function keyOf(fromPath: string): string {
  const key = redirectKey(fromPath);
  if (key === null) throw new ServiceError("invalid", REDIRECT_MESSAGES.fromFormat, { field: "fromPath" });
  if (isReservedPath(key)) throw new ServiceError("invalid", REDIRECT_MESSAGES.fromReserved, { field: "fromPath" });
  return key;
}

function targetOf(toPath: string): string {
  const target = redirectTarget(toPath);
  if (target === null) throw new ServiceError("invalid", REDIRECT_MESSAGES.toFormat, { field: "toPath" });
  return target;
}

/** What the screen's saves use: the content writes, and SITE_URL to know an absolute address as this site's own. */
type RedirectDeps = ContentWriteDeps & { config?: { siteUrl: string } };

/** 'Yönlendirme ekle' on the screen (input parsed by RedirectSchema). */
export async function createRedirect(deps: RedirectDeps, input: RedirectInput): Promise<void> {
  await saveManualRedirect(deps, undefined, input);
}

export async function updateRedirect(deps: RedirectDeps, id: string, input: RedirectInput): Promise<void> {
  await saveManualRedirect(deps, requireItemId(id, REDIRECT_MESSAGES.notFound), input);
}

/** The screen's save, a new redirect (no id) or a change: written and audited in one transaction. */
async function saveManualRedirect(deps: RedirectDeps, id: string | undefined, input: RedirectInput): Promise<void> {
  const write: RedirectWrite = {
    id,
    from: keyOf(input.fromPath),
    to: targetOf(input.toPath),
    status: input.statusCode === "302" ? 302 : 301,
    source: "manual",
  };
  const action = id === undefined ? "create" : "update";
  await deps.db.transaction().execute(async (trx) => {
    await writeRedirect(trx, write, deps.config?.siteUrl);
    await recordAudit(trx, { kind: "redirect", itemId: id ?? null, action, summary: redirectSummary(write) });
  });
  deps.events.contentChanged({ kind: "redirect" });
}

/** '/eski → /yeni (301)': how a redirect reads in the audit log. */
function redirectSummary(write: { from: string; to: string; status: number }): string {
  return `${write.from} → ${write.to} (${write.status})`;
}

/** What a redirect's delete names in the audit log: 'Silindi: /eski → /yeni (301)'. */
const REDIRECT_AUDIT: BulkAudit = {
  table: "redirects",
  nameColumn: sql<string>`from_path || ' → ' || to_path || ' (' || cast(status_code as text) || ')'`,
  kind: "redirect",
  action: "delete",
  summary: (name) => `Silindi: ${name}`,
};

/** Deletes the redirects named (one or a page of them), all or none, each with its audit entry. */
export async function deleteRedirects(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  await writeEach(
    deps.db,
    ids,
    () => new ServiceError("not_found", REDIRECT_MESSAGES.notFound),
    REDIRECT_AUDIT,
    (trx, keys) => trx.deleteFrom("redirects").where("id", "in", keys).executeTakeFirst(),
  );
  deps.events.contentChanged({ kind: "redirect" });
}

export const deleteRedirect = (deps: ContentWriteDeps, id: string) => deleteRedirects(deps, [id]);

/**
 * The one call a service makes when a published item's address changes (a post's, promotion's, casino's,
 * category's or ranked list's slug): a 301 from the old address to the new one, chains collapsed, and the new
 * address freed of any redirect (it is a live page again). Run it in the transaction that changes the slug; the
 * caller announces its own content change, which reloads the redirect table too.
 */
export async function redirectMovedAddress(trx: Db, move: { from: string; to: string }): Promise<void> {
  const from = redirectKey(move.from);
  const to = redirectTarget(move.to);
  if (from === null || to === null || from === redirectKey(to) || isReservedPath(from)) return;
  await trx
    .deleteFrom("redirects")
    .where("from_path", "=", redirectKey(to) ?? to)
    .execute();
  await writeRedirect(trx, { from, to, status: 301, source: "auto" });
}

/**
 * Every redirect, for the in-memory table (one read at start-up and after each change); one stored before its old
 * address became reserved (/metrics was not) is left out, so no redirect ever shadows a route of the server.
 */
export async function loadRedirectEntries(
  db: Db,
): Promise<Array<{ id: string; from: string; to: string; status: number }>> {
  const rows = await db.selectFrom("redirects").select(["id", "from_path", "to_path", "status_code"]).execute();
  return rows
    .filter((r) => !isReservedPath(r.from_path))
    .map((r) => ({ id: r.id, from: r.from_path, to: r.to_path, status: r.status_code }));
}

/** Adds hits counted in memory since the last flush. */
export async function addRedirectHits(
  db: Db,
  hits: ReadonlyMap<string, { count: number; lastAt: string }>,
): Promise<void> {
  for (const [id, hit] of hits) {
    await db
      .updateTable("redirects")
      .set((eb) => ({ hits: eb(eb.ref("hits"), "+", hit.count), last_hit_at: hit.lastAt }))
      .where("id", "=", id)
      .execute();
  }
}

export interface NotFoundHit {
  count: number;
  lastAt: string;
  referrer: string | null;
}

/** Adds the 404s counted in memory since the last flush, then keeps only the newest NOT_FOUND_LOG_LIMIT paths. */
export async function addNotFoundHits(
  db: Db,
  hits: ReadonlyMap<string, NotFoundHit>,
  limit = NOT_FOUND_LOG_LIMIT,
): Promise<void> {
  if (hits.size === 0) return;
  for (const [path, hit] of hits) {
    await db
      .insertInto("not_found_log")
      .values({
        path: path.slice(0, REDIRECT_PATH_MAX),
        hits: hit.count,
        referrer: hit.referrer,
        first_seen_at: hit.lastAt,
        last_seen_at: hit.lastAt,
      })
      .onConflict((oc) =>
        oc.column("path").doUpdateSet((eb) => ({
          hits: eb(eb.ref("not_found_log.hits"), "+", hit.count),
          last_seen_at: hit.lastAt,
          referrer: eb.fn.coalesce(eb.val(hit.referrer), eb.ref("not_found_log.referrer")),
        })),
      )
      .execute();
  }
  const cutoff = await db
    .selectFrom("not_found_log")
    .select("last_seen_at")
    .orderBy("last_seen_at", "desc")
    .orderBy("path", "desc")
    .offset(limit)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await db.deleteFrom("not_found_log").where("last_seen_at", "<=", cutoff.last_seen_at).execute();
}

export interface NotFoundRow {
  id: string;
  path: string;
  hits: number;
  referrer: string | null;
  lastSeenAt: string;
  /** The redirect that now answers this path, if one was made since. */
  redirectedTo: string | null;
}

/**
 * One page of the 404 log in the list's state: searched in the path and the referring page, under a
 * tab (whether a redirect answers the path now), most recently seen first or by visits.
 */
export function listNotFoundForAdmin(
  db: Db,
  request: ListRequest<NotFoundListQuery>,
): Promise<ListPage<NotFoundRow, NotFoundListQuery["tab"]>> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(
      db.selectFrom("not_found_log as n").leftJoin("redirects as r", "r.from_path", "n.path"),
      query,
      { fold: ["n.path", "n.referrer"] },
    ),
    tabs: {
      tumu: null,
      yonlendirilmemis: (eb) => eb("r.id", "is", null),
      yonlendirilmis: (eb) => eb("r.id", "is not", null),
    },
    rows: (qb, direction) =>
      qb
        .select(["n.id", "n.path", "n.hits", "n.referrer", "n.last_seen_at", "r.to_path"])
        .$call((ordered) =>
          query.sort === "ziyaret"
            ? ordered.orderBy("n.hits", direction).orderBy("n.last_seen_at", "desc")
            : ordered.orderBy("n.last_seen_at", direction),
        )
        .orderBy("n.path")
        .execute(),
    map: (r) => ({
      id: r.id,
      path: r.path,
      hits: Number(r.hits),
      referrer: r.referrer,
      lastSeenAt: r.last_seen_at,
      redirectedTo: r.to_path,
    }),
  });
}

/** What a 404 entry's delete names in the audit log. */
const NOT_FOUND_AUDIT: BulkAudit = {
  table: "not_found_log",
  nameColumn: "path",
  kind: "redirect",
  action: "delete",
  summary: (path) => `404 kaydı silindi: ${path}`,
};

/** Deletes the 404 log's entries named (one or a page of them), all or none, each with its audit entry. */
export async function deleteNotFound(deps: Pick<ContentWriteDeps, "db">, ids: readonly string[]): Promise<void> {
  await writeEach(
    deps.db,
    ids,
    () => new ServiceError("not_found", REDIRECT_MESSAGES.notFoundEntryMissing),
    NOT_FOUND_AUDIT,
    (trx, keys) => trx.deleteFrom("not_found_log").where("id", "in", keys).executeTakeFirst(),
  );
}
