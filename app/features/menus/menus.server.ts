import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { quoted, recordAudit } from "../audit/public.server.ts";
import { pagePath } from "../pages/public.ts";
import { rankedListPath } from "../ranked-lists/public.server.ts";
import {
  MENU_MAX_ITEMS,
  MENU_MESSAGES,
  MENU_SECTIONS,
  MENUS,
  type MenuItemValues,
  type MenuName,
  type MenuSection,
  parseTarget,
  TARGET_KINDS,
  type TargetKind,
  targetValue,
} from "./menu.schema.ts";

/** A link of a public menu; a header item may carry one level of `items`. */
export interface MenuLink {
  label: string;
  to: string;
  items?: MenuLink[];
}

export type PublicMenus = Record<MenuName, MenuLink[]>;

const sectionLink = (key: MenuSection, label: string = MENU_SECTIONS[key].label): MenuLink => ({
  label,
  to: MENU_SECTIONS[key].path,
});

/**
 * The menus the site showed before 'Menüler' (the spec's four links; the footer adds the wagering calculator): what
 * migration 0043 stores as the first rows, and what pages show while the rows cannot be read (spec 1 §8).
 */
export const DEFAULT_MENUS: PublicMenus = {
  header: (["home", "bonuslar", "guvenilir-siteler", "blog"] as const).map((key) => sectionLink(key)),
  footer: (["home", "bonuslar", "guvenilir-siteler", "blog", "cevrim-hesaplama"] as const).map((key) =>
    sectionLink(key),
  ),
};

export const MENU_ADMIN_MESSAGES = {
  notFound: "Menü öğesi bulunamadı",
  targetMissing: "Seçilen hedef bulunamadı",
  tooMany: `Bir menüde en fazla ${MENU_MAX_ITEMS} öğe olabilir`,
  nested: "Yalnızca üst menüdeki en üst düzey öğelerin altına öğe eklenebilir",
  hasChildren: "Alt öğeleri olan bir öğe başka bir öğenin altına taşınamaz",
} as const;

interface ItemRow {
  id: string;
  menu: string;
  parent_id: string | null;
  position: number;
  label: string;
  target_kind: string;
  target: string;
  page_title: string | null;
  page_slug: string | null;
  page_published: boolean | number | null;
  category_name: string | null;
  category_slug: string | null;
  category_active: boolean | number | null;
  list_title: string | null;
  list_slug: string | null;
  list_active: boolean | number | null;
}

/** Every item with what its target is now: one query, the rows in menu order (parents before their children). */
async function readItems(db: Db): Promise<ItemRow[]> {
  return db
    .selectFrom("menu_items as m")
    .leftJoin("pages as p", (join) => join.onRef("p.id", "=", "m.target").on("m.target_kind", "=", "page"))
    .leftJoin("promotion_categories as c", (join) =>
      join.onRef("c.id", "=", "m.target").on("m.target_kind", "=", "category"),
    )
    .leftJoin("ranked_lists as l", (join) =>
      join.onRef("l.id", "=", "m.target").on("m.target_kind", "=", "ranked-list"),
    )
    .select([
      "m.id",
      "m.menu",
      "m.parent_id",
      "m.position",
      "m.label",
      "m.target_kind",
      "m.target",
      "p.title as page_title",
      "p.slug as page_slug",
      "p.is_published as page_published",
      "c.name as category_name",
      "c.slug as category_slug",
      "c.is_active as category_active",
      "l.title as list_title",
      "l.slug as list_slug",
      "l.is_active as list_active",
    ])
    .orderBy("m.menu")
    .orderBy("m.position")
    .orderBy("m.id")
    .execute();
}

/** Where an item leads now, or why it leads nowhere (a deleted or unpublished page, a passive category …). */
function resolve(row: ItemRow): { to: string; name: string } | { problem: string; name: string } {
  switch (row.target_kind as TargetKind) {
    case "section": {
      const section = MENU_SECTIONS[row.target as MenuSection] as { label: string; path: string } | undefined;
      return section ? { to: section.path, name: section.label } : { problem: "Bölüm artık yok", name: row.target };
    }
    case "page":
      if (row.page_slug === null) return { problem: "Sayfa silinmiş", name: "" };
      return row.page_published
        ? { to: pagePath({ slug: row.page_slug }), name: row.page_title ?? "" }
        : { problem: "Sayfa yayında değil", name: row.page_title ?? "" };
    case "category":
      if (row.category_slug === null) return { problem: "Kategori silinmiş", name: "" };
      return row.category_active
        ? { to: `/bonuslar?kategori=${encodeURIComponent(row.category_slug)}`, name: row.category_name ?? "" }
        : { problem: "Kategori pasif", name: row.category_name ?? "" };
    case "ranked-list":
      if (row.list_slug === null) return { problem: "Liste silinmiş", name: "" };
      return row.list_active
        ? { to: rankedListPath({ slug: row.list_slug }), name: row.list_title ?? "" }
        : { problem: "Liste pasif", name: row.list_title ?? "" };
    case "url":
      return { to: row.target, name: row.target };
    default:
      return { problem: "Bilinmeyen hedef", name: row.target };
  }
}

/** Items in the tree's order: each top-level item followed by its children. */
function treeOf<Item extends { id: string; parentId: string | null }>(items: Item[]): (Item & { children: Item[] })[] {
  const tops = items.filter((item) => item.parentId === null);
  return tops.map((top) => ({ ...top, children: items.filter((item) => item.parentId === top.id) }));
}

/** The public menus: items whose target is gone are left out, with their children. */
export async function getPublicMenus(db: Db): Promise<PublicMenus> {
  const rows = await readItems(db);
  const menus: PublicMenus = { header: [], footer: [] };
  for (const menu of Object.keys(menus) as MenuName[]) {
    const links = rows
      .filter((row) => row.menu === menu)
      .map((row) => ({ id: row.id, parentId: row.parent_id, label: row.label, target: resolve(row) }));
    for (const top of treeOf(links)) {
      if (!("to" in top.target)) continue;
      const items = top.children.flatMap((child) =>
        "to" in child.target ? [{ label: child.label, to: child.target.to }] : [],
      );
      menus[menu].push({ label: top.label, to: top.target.to, ...(items.length > 0 ? { items } : {}) });
    }
  }
  return menus;
}

/** What every public page reads: one query per content change (a page, category or list may leave a menu). */
export function sharedMenus(shared: SharedData, db: Db): Promise<PublicMenus> {
  return shared.get("menus", () => getPublicMenus(db));
}

/** An item as 'Menüler' lists it: its target's name and, when it leads nowhere, why. */
export interface AdminMenuItem {
  id: string;
  menu: MenuName;
  parentId: string | null;
  label: string;
  /** The target select's value (`page:<id>`, `url`) and the address field's, for the edit form. */
  target: string;
  url: string;
  targetDescription: string;
  /** Why the site leaves it out (with its children); null while it shows. */
  problem: string | null;
}

export interface MenuTargetOption {
  value: string;
  label: string;
}

/** The choices of the target select, grouped: sections, pages, categories, ranked lists (drafts and passive marked). */
export interface MenuTargetGroups {
  sections: MenuTargetOption[];
  pages: MenuTargetOption[];
  categories: MenuTargetOption[];
  rankedLists: MenuTargetOption[];
}

export async function getMenusForAdmin(
  db: Db,
): Promise<{ menus: Record<MenuName, (AdminMenuItem & { children: AdminMenuItem[] })[]>; targets: MenuTargetGroups }> {
  const [rows, pages, categories, lists] = await Promise.all([
    readItems(db),
    db.selectFrom("pages").select(["id", "title", "is_published"]).orderBy("title").orderBy("id").execute(),
    db.selectFrom("promotion_categories").select(["id", "name", "is_active"]).orderBy("name").orderBy("id").execute(),
    db.selectFrom("ranked_lists").select(["id", "title", "is_active"]).orderBy("title").orderBy("id").execute(),
  ]);
  const items = rows.map((row): AdminMenuItem => {
    const resolved = resolve(row);
    const kind = TARGET_KINDS[row.target_kind as TargetKind] ?? row.target_kind;
    return {
      id: row.id,
      menu: row.menu as MenuName,
      parentId: row.parent_id,
      label: row.label,
      target: targetValue(row.target_kind, row.target),
      url: row.target_kind === "url" ? row.target : "",
      targetDescription: resolved.name ? `${kind}: ${resolved.name}` : kind,
      problem: "problem" in resolved ? resolved.problem : null,
    };
  });
  const marked = (label: string, shown: boolean | number, mark: string) => (shown ? label : `${label} (${mark})`);
  return {
    menus: {
      header: treeOf(items.filter((item) => item.menu === "header")),
      footer: treeOf(items.filter((item) => item.menu === "footer")),
    },
    targets: {
      sections: Object.entries(MENU_SECTIONS).map(([key, section]) => ({
        value: targetValue("section", key),
        label: section.label,
      })),
      pages: pages.map((page) => ({
        value: targetValue("page", page.id),
        label: marked(page.title, page.is_published, "taslak"),
      })),
      categories: categories.map((category) => ({
        value: targetValue("category", category.id),
        label: marked(category.name, category.is_active, "pasif"),
      })),
      rankedLists: lists.map((list) => ({
        value: targetValue("ranked-list", list.id),
        label: marked(list.title, list.is_active, "pasif"),
      })),
    },
  };
}

const TARGET_TABLES = {
  page: "pages",
  category: "promotion_categories",
  "ranked-list": "ranked_lists",
} as const;

/**
 * Adds an item at the end of its menu (or of its parent's items) or changes a stored one, audited, and empties every
 * page's cache. The target must exist (a draft page may be chosen: the site shows it once published); the parent
 * must be a top-level item of the header; an item with children stays at the top.
 */
export async function saveMenuItem(deps: ContentWriteDeps, input: MenuItemValues): Promise<{ id: string }> {
  const target = parseTarget(input.target);
  if (!target) throw new ServiceError("invalid", MENU_MESSAGES.target, { field: "target" });
  const stored = target.kind === "url" ? input.url : target.target;
  const parentId = input.parentId === "" ? null : input.parentId.toLowerCase();
  const editing = input.id === "" ? null : requireItemId(input.id, MENU_ADMIN_MESSAGES.notFound);
  const id = editing ?? crypto.randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    if (target.kind !== "url" && target.kind !== "section") {
      const found = await trx
        .selectFrom(TARGET_TABLES[target.kind])
        .select("id")
        .where("id", "=", target.target)
        .executeTakeFirst();
      if (!found) throw new ServiceError("invalid", MENU_ADMIN_MESSAGES.targetMissing, { field: "target" });
    }
    const before = editing
      ? await trx.selectFrom("menu_items").selectAll().where("id", "=", editing).executeTakeFirst()
      : undefined;
    if (editing && (!before || before.menu !== input.menu)) {
      throw new ServiceError("not_found", MENU_ADMIN_MESSAGES.notFound);
    }
    if (parentId !== null) {
      const parent = await trx
        .selectFrom("menu_items")
        .select(["menu", "parent_id"])
        .where("id", "=", parentId)
        .executeTakeFirst();
      if (parent?.menu !== "header" || parent.parent_id !== null || parentId === editing) {
        throw new ServiceError("invalid", MENU_ADMIN_MESSAGES.nested, { field: "parentId" });
      }
      if (editing) {
        const child = await trx
          .selectFrom("menu_items")
          .select("id")
          .where("parent_id", "=", editing)
          .executeTakeFirst();
        if (child) throw new ServiceError("invalid", MENU_ADMIN_MESSAGES.hasChildren, { field: "parentId" });
      }
    }
    const siblings = trx
      .selectFrom("menu_items")
      .where("menu", "=", input.menu)
      .where((eb) => (parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parentId)));
    const last = await siblings.select((eb) => eb.fn.max<number | null>("position").as("last")).executeTakeFirst();
    const nextPosition = (last?.last ?? -1) + 1;
    const now = new Date().toISOString();
    const values = {
      label: input.label,
      target_kind: target.kind,
      target: stored,
      parent_id: parentId,
      updated_at: now,
    };
    const where = `${MENUS[input.menu]}: ${quoted(input.label)}`;
    if (before) {
      const moved = before.parent_id !== parentId;
      await trx
        .updateTable("menu_items")
        .set({ ...values, ...(moved ? { position: nextPosition } : {}) })
        .where("id", "=", before.id)
        .execute();
      await recordAudit(trx, { kind: "menu", itemId: before.id, action: "update", summary: `${where} güncellendi` });
      return;
    }
    const count = await trx
      .selectFrom("menu_items")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("menu", "=", input.menu)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MENU_MAX_ITEMS) throw new ServiceError("conflict", MENU_ADMIN_MESSAGES.tooMany);
    await trx
      .insertInto("menu_items")
      .values({ id, menu: input.menu, position: nextPosition, created_at: now, ...values })
      .execute();
    await recordAudit(trx, { kind: "menu", itemId: id, action: "create", summary: `${where} eklendi` });
  });
  deps.events.contentChanged({ kind: "settings" });
  return { id };
}

/** Swaps an item with its neighbour among its siblings; at either end nothing moves. */
export async function moveMenuItem(deps: ContentWriteDeps, rawId: string, direction: "up" | "down"): Promise<void> {
  const id = requireItemId(rawId, MENU_ADMIN_MESSAGES.notFound);
  const moved = await deps.db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom("menu_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!item) throw new ServiceError("not_found", MENU_ADMIN_MESSAGES.notFound);
    const up = direction === "up";
    const neighbour = await trx
      .selectFrom("menu_items")
      .select(["id", "position"])
      .where("menu", "=", item.menu)
      .where((eb) => (item.parent_id === null ? eb("parent_id", "is", null) : eb("parent_id", "=", item.parent_id)))
      .where("position", up ? "<" : ">", item.position)
      .orderBy("position", up ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return false;
    await trx.updateTable("menu_items").set({ position: neighbour.position }).where("id", "=", item.id).execute();
    await trx.updateTable("menu_items").set({ position: item.position }).where("id", "=", neighbour.id).execute();
    await recordAudit(trx, {
      kind: "menu",
      itemId: item.id,
      action: "update",
      summary: `${MENUS[item.menu as MenuName] ?? item.menu}: ${quoted(item.label)} ${up ? "yukarı" : "aşağı"} taşındı`,
    });
    return true;
  });
  if (moved) deps.events.contentChanged({ kind: "settings" });
}

/** Deletes an item and its children, audited. */
export async function deleteMenuItem(deps: ContentWriteDeps, rawId: string): Promise<void> {
  const id = requireItemId(rawId, MENU_ADMIN_MESSAGES.notFound);
  await deps.db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom("menu_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!item) throw new ServiceError("not_found", MENU_ADMIN_MESSAGES.notFound);
    await trx.deleteFrom("menu_items").where("parent_id", "=", id).execute();
    await trx.deleteFrom("menu_items").where("id", "=", id).execute();
    await recordAudit(trx, {
      kind: "menu",
      itemId: id,
      action: "delete",
      summary: `${MENUS[item.menu as MenuName] ?? item.menu}: ${quoted(item.label)} silindi`,
    });
  });
  deps.events.contentChanged({ kind: "settings" });
}
