import { AUDIT_KINDS, type AuditKind } from "../../utils/audit-kinds.ts";
import { isDay } from "../../utils/istanbul-time.ts";

const ITEM_QUERY_MAX = 100;

/** The screen's filters, as read from its address (unknown or malformed values are simply no filter). */
export interface AuditFilters {
  /** Actor id; 'sistem' means entries without an actor. */
  person: string;
  kind: AuditKind | "";
  /** Matches the item id exactly or any part of the summary (Turkish letters folded). */
  item: string;
  /** YYYY-MM-DD, Istanbul days, both inclusive. */
  from: string;
  to: string;
}

export const SYSTEM_ACTOR = "sistem";

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const kind = params.get("tur") ?? "";
  const day = (value: string | null) => (value && isDay(value) ? value : "");
  return {
    person: (params.get("kisi") ?? "").slice(0, 100),
    kind: Object.hasOwn(AUDIT_KINDS, kind) ? (kind as AuditKind) : "",
    item: (params.get("oge") ?? "").trim().slice(0, ITEM_QUERY_MAX),
    from: day(params.get("baslangic")),
    to: day(params.get("bitis")),
  };
}

/** The filters as address parameters, empty ones left out (the pager and the CSV link keep them). */
export function auditFilterParams(filters: AuditFilters): Record<string, string | null> {
  return {
    kisi: filters.person || null,
    tur: filters.kind || null,
    oge: filters.item || null,
    baslangic: filters.from || null,
    bitis: filters.to || null,
  };
}
