import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Post-build step of `npm run build`: writes .br (brotli 11) and .gz (gzip 9) beside every compressible file of
 * the browser build's assets/, which the server sends with `precompressed: true` (design §5). Files are
 * fingerprinted, so this runs once per build and the slow, best settings cost nothing at request time.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map|wasm)$/i;
/** Below this, the compressed file plus its header would not be worth a second request path. */
const MIN_BYTES = 512;

export function compressAssets(assetsDir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const name of readdirSync(assetsDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(assetsDir, name);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    files++;
    bytes += source.length;
    brotliBytes += br.length;
  }
  return { files, bytes, brotliBytes };
}

if (import.meta.main) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const assetsDir = path.resolve(import.meta.dirname, "..", buildDir, "client", "assets");
  const result = compressAssets(assetsDir);
  process.stdout.write(
    `${result.files} files in ${path.relative(process.cwd(), assetsDir)} pre-compressed: ` +
      `${Math.round(result.bytes / 1024)} KiB → ${Math.round(result.brotliBytes / 1024)} KiB brotli\n`,
  );
}
