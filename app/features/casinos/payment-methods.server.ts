import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorText, requireItemId, ServiceError } from "../../utils/errors.ts";
import { containsFoldedAny, foldedSql } from "../../utils/folded-sql.server.ts";
import {
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  writeEach,
} from "../admin-lists/public.server.ts";
import { auditedEdits, createdEntry, quoted, recordAudit } from "../audit/public.server.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { PAYMENT_METHOD_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  PAYMENT_METHOD_MESSAGES,
  type PaymentMethodInput,
  paymentIconUrl,
  storedPaymentIcon,
} from "./payment-method.schema.ts";
import type { PaymentMethodListQuery } from "./payment-method-list.ts";

export const ADMIN_PAYMENT_METHODS_PAGE_SIZE = 50;
const PAYMENT_METHOD_AUDIT = { table: "payment_methods", nameColumn: "name", kind: "payment-method" } as const;
const PAYMENT_METHOD_EDITS = auditedEdits(PAYMENT_METHOD_AUDIT, {
  labels: { name: "Ad", slug: "Slug", icon: "Simge" },
});

export interface AdminPaymentMethodRow {
  id: string;
  name: string;
  slug: string;
  /** The stored icon: a bundled key or an uploaded image's path. */
  icon: string;
  iconUrl: string;
  sortOrder: number;
  /** Casinos that list it; one in use cannot be deleted. */
  casinoCount: number;
}

export type AdminPaymentMethodPage = ListPage<AdminPaymentMethodRow, PaymentMethodListQuery["tab"]>;

type Eb = ExpressionBuilder<Database & { pm: Database["payment_methods"] }, "pm">;

/** The managed list in the list kit's state: searched (name, slug), sorted by its order, name or casinos. */
export function listPaymentMethodsForAdmin(
  db: Db,
  request: ListRequest<PaymentMethodListQuery>,
): Promise<AdminPaymentMethodPage> {
  const { query } = request;
  const casinoCount = (eb: Eb) =>
    eb
      .selectFrom("casino_payment_methods as cpm")
      .select((inner) => inner.fn.countAll<number | string>().as("n"))
      .whereRef("cpm.payment_method_id", "=", "pm.id");
  return readListPage(request, {
    filtered: db
      .selectFrom("payment_methods as pm")
      .$if(query.search !== "", (qb) =>
        qb.where((eb) => containsFoldedAny([eb.ref("pm.name"), eb.ref("pm.slug")], query.search)),
      ),
    tabs: { tumu: null },
    pageSize: ADMIN_PAYMENT_METHODS_PAGE_SIZE,
    rows: (qb, direction) =>
      qb
        .select((eb) => ["pm.id", "pm.name", "pm.slug", "pm.icon", "pm.sort_order", casinoCount(eb).as("casino_count")])
        .$call((ordered) => {
          if (query.sort === "ad") return ordered.orderBy((eb) => foldedSql(eb.ref("pm.name")), direction);
          if (query.sort === "casino") return ordered.orderBy((eb) => casinoCount(eb), direction);
          return ordered.orderBy("pm.sort_order", direction);
        })
        .orderBy((eb) => foldedSql(eb.ref("pm.name")))
        .orderBy("pm.id")
        .execute(),
    map: (row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      icon: row.icon,
      iconUrl: paymentIconUrl(row.icon),
      sortOrder: row.sort_order,
      casinoCount: Number(row.casino_count ?? 0),
    }),
  });
}

/** Adds a payment method at the end of the list. */
export async function createPaymentMethod(deps: ContentWriteDeps, input: PaymentMethodInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await assertSlugFree(trx, input.slug, null);
      const last = await trx
        .selectFrom("payment_methods")
        .select((eb) => eb.fn.max("sort_order").as("last"))
        .executeTakeFirst();
      await trx
        .insertInto("payment_methods")
        .values({
          id,
          name: input.name,
          slug: input.slug,
          icon: storedPaymentIcon(input),
          sort_order: Number(last?.last ?? -1) + 1,
          created_at: new Date().toISOString(),
        })
        .execute();
      await recordAudit(trx, createdEntry("payment-method", id, input.name));
    })
    .catch(rethrowAsSlugTaken);
  deps.events.contentChanged({ kind: "casino" });
  return { id };
}

/** Saves a payment method; a new slug keeps the old /bonuslar?odeme= address working with a 301 (issue #15). */
export async function updatePaymentMethod(
  deps: ContentWriteDeps,
  id: string,
  input: PaymentMethodInput,
): Promise<void> {
  const key = requireItemId(id, PAYMENT_METHOD_ADMIN_MESSAGES.notFound);
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await PAYMENT_METHOD_EDITS.read(trx, key, notFound);
      await assertSlugFree(trx, input.slug, key);
      if (current.slug !== input.slug) {
        await redirectMovedAddress(trx, {
          from: `/bonuslar?odeme=${encodeURIComponent(current.slug)}`,
          to: `/bonuslar?odeme=${encodeURIComponent(input.slug)}`,
        });
      }
      const values = { name: input.name, slug: input.slug, icon: storedPaymentIcon(input) };
      await PAYMENT_METHOD_EDITS.write(trx, key, { before: current, values, name: input.name });
    })
    .catch(rethrowAsSlugTaken);
  deps.events.contentChanged({ kind: "casino" });
}

/**
 * Moves a payment method one place up or down in the list's order (the public filters, chips and the casino form
 * follow it); the list is renumbered 0, 1, 2… in the same transaction.
 */
export async function movePaymentMethod(deps: ContentWriteDeps, id: string, step: -1 | 1): Promise<void> {
  const key = requireItemId(id, PAYMENT_METHOD_ADMIN_MESSAGES.notFound);
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("payment_methods")
      .select(["id", "name", "sort_order"])
      .orderBy("sort_order")
      .orderBy((eb) => foldedSql(eb.ref("name")))
      .orderBy("id")
      .execute();
    const index = rows.findIndex((row) => row.id === key);
    const moved = rows[index];
    if (!moved) throw notFound();
    const target = index + step;
    if (target < 0 || target >= rows.length) return;
    const order = rows.map((row) => row.id);
    order.splice(index, 1);
    order.splice(target, 0, key);
    for (const [position, rowId] of order.entries()) {
      if (rows.find((row) => row.id === rowId)?.sort_order !== position) {
        await trx.updateTable("payment_methods").set({ sort_order: position }).where("id", "=", rowId).execute();
      }
    }
    await recordAudit(trx, {
      kind: "payment-method",
      itemId: key,
      action: "update",
      summary: `${quoted(moved.name)}: sırası ${index + 1} → ${target + 1}`,
    });
  });
  deps.events.contentChanged({ kind: "casino" });
}

/**
 * Deletes payment methods in one transaction: one that any casino lists is refused with the number
 * of casinos, so a casino never loses a method silently; the operator removes it from those casinos first.
 */
export async function deletePaymentMethods(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  await writeEach(deps.db, ids, notFound, deletedAudit(PAYMENT_METHOD_AUDIT), async (trx, keys) => {
    const used = await trx
      .selectFrom("casino_payment_methods")
      .select((eb) => eb.fn.count<number | string>("casino_id").distinct().as("n"))
      .where("payment_method_id", "in", keys)
      .executeTakeFirst();
    const count = Number(used?.n ?? 0);
    if (count > 0) throw new ServiceError("conflict", PAYMENT_METHOD_ADMIN_MESSAGES.inUse(count));
    return trx.deleteFrom("payment_methods").where("id", "in", keys).executeTakeFirst();
  });
  deps.events.contentChanged({ kind: "casino" });
}

function notFound(): ServiceError {
  return new ServiceError("not_found", PAYMENT_METHOD_ADMIN_MESSAGES.notFound);
}

async function assertSlugFree(db: Db, slug: string, exceptId: string | null): Promise<void> {
  const clash = await db
    .selectFrom("payment_methods")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== null, (qb) => qb.where("id", "!=", exceptId as string))
    .executeTakeFirst();
  if (clash) throw new ServiceError("conflict", PAYMENT_METHOD_MESSAGES.slugTaken, { field: "slug" });
}

function rethrowAsSlugTaken(error: unknown): never {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "23505" || /UNIQUE constraint failed/i.test(errorText(error))) {
    throw new ServiceError("conflict", PAYMENT_METHOD_MESSAGES.slugTaken, { field: "slug" });
  }
  throw error;
}
