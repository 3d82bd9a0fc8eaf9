import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { runScript } from "../support/run-script.ts";
import { startServerForTest } from "../support/server.ts";
import { tempDirForTest } from "../support/temp-dir.ts";

async function storedAdmin(dataDir: string, email: string) {
  const handle = openDatabase({ dataDir });
  try {
    const user = await handle.authDb
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) return null;
    const account = await handle.authDb
      .selectFrom("account")
      .select("password")
      .where("userId", "=", user.id)
      .where("providerId", "=", "credential")
      .executeTakeFirstOrThrow();
    const admin = await handle.db.selectFrom("admin_users").select("role").where("id", "=", user.id).executeTakeFirst();
    return { user, passwordHash: account.password ?? "", role: admin?.role ?? null };
  } finally {
    await handle.close();
  }
}

describe("npm run admin:create", () => {
  it("creates an admin while the server runs on the same SQLite data directory, then resets its password", async () => {
    const dir = tempDirForTest();
    const server = await startServerForTest({ DATA_DIR: dir, SEED_DEMO: "0" });

    const created = await runScript(
      "scripts/admin-create.ts",
      ["--email", "Yonetici@Example.com", "--password", "ilk-sifre-123"],
      {
        DATA_DIR: dir,
      },
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Admin hesabı oluşturuldu: yonetici@example.com");
    expect(created.stdout + created.stderr).not.toContain("ilk-sifre-123");

    const first = await storedAdmin(dir, "yonetici@example.com");
    expect(first?.role).toBe("owner");
    expect(first?.passwordHash).not.toContain("ilk-sifre-123");
    expect(await verifyPassword({ hash: first?.passwordHash ?? "", password: "ilk-sifre-123" })).toBe(true);

    const updated = await runScript(
      "scripts/admin-create.ts",
      ["--email", "yonetici@example.com", "--password", "yeni-sifre-456"],
      {
        DATA_DIR: dir,
      },
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain("güncellendi");
    const second = await storedAdmin(dir, "yonetici@example.com");
    expect(second?.user.id).toBe(first?.user.id);
    expect(await verifyPassword({ hash: second?.passwordHash ?? "", password: "yeni-sifre-456" })).toBe(true);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("creates an Editör with --role editor, keeps the role on a later password reset, and refuses an unknown role", async () => {
    const dir = tempDirForTest();
    const created = await runScript(
      "scripts/admin-create.ts",
      ["--email", "editor@example.com", "--password", "editor-sifre-1", "--role", "editor"],
      { DATA_DIR: dir },
    );
    expect(created.code).toBe(0);
    expect((await storedAdmin(dir, "editor@example.com"))?.role).toBe("editor");

    const reset = await runScript(
      "scripts/admin-create.ts",
      ["--email", "editor@example.com", "--password", "editor-sifre-2"],
      { DATA_DIR: dir },
    );
    expect(reset.code).toBe(0);
    expect((await storedAdmin(dir, "editor@example.com"))?.role).toBe("editor");

    const promoted = await runScript(
      "scripts/admin-create.ts",
      ["--email", "editor@example.com", "--password", "editor-sifre-3", "--role", "Yönetici"],
      { DATA_DIR: dir },
    );
    expect(promoted.code).toBe(0);
    expect((await storedAdmin(dir, "editor@example.com"))?.role).toBe("owner");

    const refused = await runScript(
      "scripts/admin-create.ts",
      ["--email", "baska@example.com", "--password", "baska-sifre-1", "--role", "patron"],
      { DATA_DIR: dir },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Geçersiz rol: patron");
    expect(await storedAdmin(dir, "baska@example.com")).toBeNull();
  });

  it.each([
    [["--email", "gecersiz", "--password", "uzun-sifre"], "Geçerli bir email adresi giriniz"],
    [["--email", "a@example.com", "--password", "kisa"], "Şifre en az 6 karakter olmalıdır"],
    [["--email", `${"a".repeat(10_000)}@example.com`, "--password", "uzun-sifre"], "Geçerli bir email adresi giriniz"],
  ])("refuses bad input with the spec's message and writes nothing (%#)", async (args, message) => {
    const dir = tempDirForTest();
    const result = await runScript("scripts/admin-create.ts", args, { DATA_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    const handle = openDatabase({ dataDir: dir });
    onTestFinished(() => handle.close());
    const tables = await handle.db.introspection.getTables();
    if (tables.some((t) => t.name === "user")) {
      expect(await handle.authDb.selectFrom("user").select("id").execute()).toEqual([]);
    }
  });
});
