import { parseArgs } from "node:util";
import { createOrUpdateAdmin } from "../app/features/auth/admin-accounts.server.ts";
import { LoginSchema } from "../app/features/auth/login.schema.ts";
import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { ConfigError, loadConfig } from "../app/utils/env.server.ts";
import { errorText } from "../app/utils/errors.ts";

/** `npm run admin:create -- --email E --password P [--name N]`: safe to run while the server runs. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = LoginSchema.safeParse({ email: values.email ?? "", password: values.password ?? "" });
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join("; "));
  const config = loadConfig(process.env);
  const database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const input = values.name ? { ...parsed.data, name: values.name } : parsed.data;
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
