// `npm start`: the production server as `npm run build` compiled it (<BUILD_DIR>/server/start.js, from
// server/start.ts). Plain JavaScript on purpose: a TypeScript entry would load Node's type stripper into the
// server for good (some 17 MB of memory that every garbage collection would walk).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const entry = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server/start.js");
if (!existsSync(entry)) {
  process.stderr.write("Derlenmiş uygulama bulunamadı: önce `npm run build` çalıştırın.\n");
  process.exit(1);
}
await import(pathToFileURL(entry).href);
