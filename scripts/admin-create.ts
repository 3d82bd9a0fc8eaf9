import { parseArgs } from "node:util";
import { createOrUpdateAdmin } from "../app/features/auth/admin-accounts.server.ts";
import { LoginSchema } from "../app/features/auth/login.schema.ts";
import { ADMIN_ROLES, type AdminRole } from "../app/utils/admin-access.ts";
import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";

/** Spelled as people say them on the command line, with the stored code too. */
const ROLE_NAMES: Record<string, AdminRole> = {
  yonetici: "owner",
  yönetici: "owner",
  owner: "owner",
  editor: "editor",
  editör: "editor",
};

/**
 * `npm run admin:create -- --email E --password P [--name N] [--role yonetici|editor]`: safe to run while the
 * server runs. A new account is a Yönetici unless --role says otherwise; an existing one keeps its role unless
 * --role is given, gets the new password, is reactivated, and its sessions end.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
    strict: true,
  });
  const parsed = LoginSchema.safeParse({ email: values.email ?? "", password: values.password ?? "" });
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join("; "));
  const role = values.role === undefined ? undefined : ROLE_NAMES[values.role.toLocaleLowerCase("tr")];
  if (values.role !== undefined && !role) {
    fail(`Geçersiz rol: ${values.role}. Kullanılabilecek roller: yonetici, editor (${ADMIN_ROLES.join(", ")})`);
  }
  const config = loadConfig(process.env);
  const database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const input = { ...parsed.data, ...(values.name ? { name: values.name } : {}), ...(role ? { role } : {}) };
    const result = await createOrUpdateAdmin(database.authDb, input);
    process.stdout.write(
      result.created
        ? `Admin hesabı oluşturuldu: ${parsed.data.email.toLowerCase()}\n`
        : `Admin hesabı güncellendi (şifre yenilendi): ${parsed.data.email.toLowerCase()}\n`,
    );
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  fail(error instanceof ConfigError ? error.message : `Admin hesabı oluşturulamadı: ${errorText(error)}`);
});
