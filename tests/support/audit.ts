import { expect } from "vitest";
import type { AuditAction, AuditKind } from "../../app/utils/audit-kinds.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import type { DatabaseTarget } from "./admin.ts";

export interface ExpectedEntry {
  kind: AuditKind;
  action: AuditAction;
  /** Part of the summary (a string it contains, or a pattern it matches). */
  summary?: string | RegExp;
  /** The 'Ad <email>' the entry names, when it matters; entries of admin writes name the signed-in account. */
  actor?: string | RegExp;
}

/**
 * The one check that a write the browser just made left its audit entry (issue #16): reads the site's real
 * database (its DATA_DIR, or its PostgreSQL database when the spec runs on both engines) for an entry of that kind and action whose summary matches. The entry is committed with
 * the change, so once the screen has confirmed the write it is there.
 */
export async function expectAudited(
  site: { readonly database: DatabaseTarget },
  expected: ExpectedEntry,
): Promise<void> {
  const handle = openDatabase(site.database);
  try {
    const entries = await handle.db
      .selectFrom("audit_log")
      .select(["summary", "actor_name", "address"])
      .where("kind", "=", expected.kind)
      .where("action", "=", expected.action)
      .orderBy("created_at", "desc")
      .execute();
    const matches = (value: string | null, want: string | RegExp | undefined) =>
      want === undefined || (typeof want === "string" ? (value ?? "").includes(want) : want.test(value ?? ""));
    const found = entries.find((e) => matches(e.summary, expected.summary) && matches(e.actor_name, expected.actor));
    expect(
      found,
      `no '${expected.kind}/${expected.action}' entry matching ${String(expected.summary ?? "")} among ${JSON.stringify(entries.map((e) => e.summary))}`,
    ).toBeDefined();
    expect(found?.address, "the entry names the address the write came from").toBeTruthy();
  } finally {
    await handle.close();
  }
}
