import { describe, expect, it } from "vitest";
import {
  ACTIVE_TABS,
  BulkActionSchema,
  bulkDoneMessage,
  clearedFilters,
  DATE_RANGE,
  defineList,
  flagFilter,
  idFilter,
  isNarrowed,
  type ListFilter,
  listHref,
  listQueryOf,
  readBulkDeleteStep,
  readListQuery,
} from "./list-query.ts";

/** A list's own filter, declared beside it as the comments list declares its rating. */
const RATING: ListFilter<number | null> = {
  param: "puan",
  empty: null,
  read: (raw) => (raw !== undefined && /^[1-5]$/.test(raw) ? Number(raw) : null),
  write: (value) => String(value),
};

const DEFINITION = defineList({
  tabs: ACTIVE_TABS,
  sorts: ["eklenme", "baslik"],
  direction: "azalan",
  columns: [
    { label: "Başlık", sort: "baslik" },
    { label: "Eklenme", sort: "eklenme" },
  ],
  bulk: { actions: ["delete"], noun: "kayıt" },
  filters: {
    casino: idFilter("casino"),
    category: idFilter("kategori"),
    ...DATE_RANGE,
    expiring: flagFilter("bitiyor"),
    promotion: idFilter("promosyon"),
    rating: RATING,
  },
});
const ID = "0b7c1e2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b";
const read = (query: string) => readListQuery(new URL(`http://localhost/admin/liste?${query}`), DEFINITION);
/** One odd value for each parameter but the search: an unknown tab or sort, a malformed id, date, flag or page. */
const ODD_PARAMS = {
  durum: "silinmis",
  sirala: "%27%3Bdrop",
  yon: "yukari",
  casino: "1",
  kategori: "%3Cscript%3E",
  baslangic: "2026-02-30",
  bitis: "dun",
  bitiyor: "evet",
  promosyon: "abc",
  puan: "6",
  sayfa: "02",
};

describe("defineList", () => {
  const columns = [{ label: "Adres" }, { label: "Ziyaret", sort: "ziyaret", firstDirection: "azalan" }] as const;
  const bulk = { actions: ["delete"], noun: "yönlendirme" } as const;

  it("keeps the tabs in their order with their words, the first sort as the default order, the columns and bulk", () => {
    const list = defineList({
      tabs: { tumu: "Tümü", kalici: "301 Kalıcı" },
      sorts: ["ziyaret", "eklenme"],
      direction: "artan",
      columns,
      bulk,
    });
    expect(list).toEqual({
      tabs: ["tumu", "kalici"],
      tabLabels: [
        { value: "tumu", label: "Tümü" },
        { value: "kalici", label: "301 Kalıcı" },
      ],
      sorts: ["ziyaret", "eklenme"],
      defaultSort: "ziyaret",
      defaultDirection: "artan",
      columns,
      bulk,
      filters: {},
    });
    expect(listQueryOf(list)).toMatchObject({ tab: "tumu", sort: "ziyaret", direction: "artan" });
  });

  it("refuses, at compile time, a column that sorts by a key the list does not have (tsc is the check)", () => {
    const list = defineList({
      tabs: { tumu: "Tümü" },
      sorts: ["ziyaret"],
      direction: "azalan",
      // @ts-expect-error: "son-gorulme" is not one of the list's sorts
      columns: [{ label: "Son görülme", sort: "son-gorulme" }],
      bulk,
    });
    expect(list.sorts).toEqual(["ziyaret"]);
  });
});

const bulk = { actions: ["delete"], noun: "kayıt" } as const;

describe("readListQuery", () => {
  it("reads every part of a list's state from its address", () => {
    expect(
      read(
        `q=%20%C3%87%C4%B1lg%C4%B1n%20%20cuma%20&durum=pasif&sirala=baslik&yon=artan&casino=${ID.toUpperCase()}&kategori=${ID}&baslangic=2026-01-01&bitis=2026-01-31&bitiyor=1&promosyon=${ID}&puan=4&sayfa=3`,
      ),
    ).toEqual({
      search: "Çılgın cuma",
      tab: "pasif",
      sort: "baslik",
      direction: "artan",
      casino: ID,
      category: ID,
      from: "2026-01-01",
      to: "2026-01-31",
      expiring: true,
      promotion: ID,
      rating: 4,
      page: 3,
    });
  });

  it("falls back on each odd parameter alone, never throwing", () => {
    const bare = read("");
    expect(bare).toMatchObject({ search: "", tab: "tumu", sort: "eklenme", direction: "azalan", page: 1 });
    expect(isNarrowed(bare, DEFINITION)).toBe(false);
    for (const [name, value] of Object.entries(ODD_PARAMS)) expect(read(`${name}=${value}`)).toEqual(bare);
    const all = Object.entries(ODD_PARAMS).map(([name, value]) => `${name}=${value}`);
    expect(read([`q=${"x".repeat(5000)}`, ...all].join("&"))).toEqual({ ...bare, search: "x".repeat(100) });
  });

  it("reads only the filters the list declares: another list's parameter is no filter here", () => {
    const plain = defineList({ tabs: { tumu: "Tümü" }, sorts: ["eklenme"], direction: "azalan", columns: [], bulk });
    const query = readListQuery(new URL(`http://localhost/admin/liste?casino=${ID}&baslangic=2026-01-01`), plain);
    expect(query).toEqual({ search: "", tab: "tumu", sort: "eklenme", direction: "azalan", page: 1 });
    expect(isNarrowed(query, plain)).toBe(false);
    expect(listHref("/admin/liste", query, plain)).toBe("/admin/liste");
  });

  it("reads the rating filter (the comments list) as 1-5 or every rating", () => {
    expect(read("puan=3").rating).toBe(3);
    for (const raw of ["", "0", "6", "3.5", "%27%20or%201%3D1", "55"]) expect(read(`puan=${raw}`).rating).toBeNull();
  });

  it("reads a date range given backwards the right way round", () => {
    expect(read("baslangic=2026-03-10&bitis=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-10" });
  });
});

describe("listHref", () => {
  const path = "/admin/liste";
  it("leaves the defaults out, so the bare list has the bare address", () => {
    expect(listHref(path, listQueryOf(DEFINITION), DEFINITION)).toBe(path);
  });

  it("keeps the search, filters and sort, and goes back to page 1 on a change unless one is named", () => {
    const query = listQueryOf(DEFINITION, { search: "cuma", casino: ID, sort: "baslik", direction: "artan", page: 4 });
    expect(listHref(path, query, DEFINITION, { tab: "aktif" })).toBe(
      `${path}?q=cuma&durum=aktif&casino=${ID}&sirala=baslik&yon=artan`,
    );
    expect(listHref(path, query, DEFINITION, { page: 5 })).toBe(
      `${path}?q=cuma&casino=${ID}&sirala=baslik&yon=artan&sayfa=5`,
    );
  });

  it("clears the search and every filter of the list, keeping its tab and sort", () => {
    const query = listQueryOf(DEFINITION, { search: "cuma", casino: ID, expiring: true, rating: 2, tab: "pasif" });
    expect(isNarrowed(query, DEFINITION)).toBe(true);
    expect(listHref(path, query, DEFINITION, clearedFilters(DEFINITION))).toBe(`${path}?durum=pasif`);
  });
});

describe("BulkActionSchema", () => {
  it("takes an action and up to 100 distinct UUIDs, and refuses the rest in Turkish", () => {
    expect(BulkActionSchema.parse({ action: "delete", ids: `${ID},${ID}` })).toEqual({ action: "delete", ids: [ID] });
    const refusal = (values: Record<string, string>) =>
      BulkActionSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(refusal({ action: "format", ids: ID })).toEqual(["Geçersiz toplu işlem"]);
    expect(refusal({ action: "delete", ids: "" })).toEqual(["Hiçbir kayıt seçilmedi"]);
    expect(refusal({ action: "delete", ids: `${ID},bozuk` })).toEqual(["Geçersiz kayıt"]);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(",");
    expect(refusal({ action: "delete", ids: many })).toEqual(["En fazla 100 kayıt seçilebilir"]);
  });

  it("names the count in its answer", () => {
    expect(bulkDoneMessage("deactivate", 3, "promosyon")).toBe("3 promosyon pasif yapıldı");
    expect(bulkDoneMessage("delete", 2, "blog yazısı")).toBe("2 blog yazısı silindi");
  });
});

describe("readBulkDeleteStep", () => {
  const a = "3f1c1e4e-8c1b-4c47-9d6a-0e7f1b2a3c4d";
  const b = "7a2b3c4d-1e2f-4a5b-8c6d-9e0f1a2b3c4d";
  it("reads the rows of the no-JavaScript confirmation step from the address, once each", () => {
    expect(readBulkDeleteStep("")).toBeNull();
    expect(readBulkDeleteStep(`?q=kod&silinecek=${a},${b},${a}`)).toEqual({ ids: [a, b] });
  });
  it("refuses in Turkish ids that are no rows, none, or more than a page", () => {
    expect(readBulkDeleteStep("?silinecek=1,2")).toEqual({ refused: "Toplu işlem yapılamadı: Geçersiz kayıt" });
    expect(readBulkDeleteStep("?silinecek=")).toEqual({ refused: "Toplu işlem yapılamadı: Hiçbir kayıt seçilmedi" });
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(",");
    expect(readBulkDeleteStep(`?silinecek=${many}`)).toEqual({
      refused: "Toplu işlem yapılamadı: En fazla 100 kayıt seçilebilir",
    });
  });
});
