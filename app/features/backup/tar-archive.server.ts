import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { BackupError, listFilesRecursively } from "./manifest.server.ts";

const BLOCK = 512;

/**
 * A backup folder as one tar.gz stream (POSIX ustar), entries under `<folder>/`. Files are read as the stream is
 * consumed, so a large backup never sits in memory. No tar library is installed and the format needs ~60 lines.
 */
export function createTarGzStream(backupDir: string): Readable {
  const folder = path.basename(backupDir);
  const gzip = createGzip();
  // pipeline destroys the gzip stream with the error when a file cannot be read, so the download aborts.
  pipeline(Readable.from(tarEntries(backupDir, folder)), gzip, () => {});
  return gzip;
}

async function* tarEntries(backupDir: string, folder: string): AsyncGenerator<Buffer> {
  const mtime = Math.floor(statSync(backupDir).mtimeMs / 1000);
  yield header(`${folder}/`, 0, mtime, "5");
  for (const relative of listFilesRecursively(backupDir)) {
    const file = path.join(backupDir, relative);
    const { size, mtimeMs } = statSync(file);
    yield header(`${folder}/${relative}`, size, Math.floor(mtimeMs / 1000), "0");
    let written = 0;
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      written += bytes.length;
      yield bytes;
    }
    // A file that changed size while being read would shift every later header: refuse rather than corrupt.
    if (written !== size) throw new BackupError(`Yedek okunurken değişti: ${relative}`);
    if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

function header(name: string, size: number, mtime: number, type: "0" | "5"): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  block.write(base, 0, 100, "utf8");
  writeOctal(block, type === "5" ? 0o700 : 0o600, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, mtime, 136, 12);
  block.fill(" ", 148, 156);
  block.write(type, 156, 1, "ascii");
  block.write("ustar\u000000", 257, 8, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\u0000 `, 148, 8, "ascii");
  return block;
}

/** ustar keeps names up to 100 bytes, plus a 155-byte prefix split at a slash. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let i = name.lastIndexOf("/", name.length - 2); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(base) > 100) break;
    if (Buffer.byteLength(prefix) <= 155) return [prefix, base];
  }
  throw new BackupError(`Dosya adı arşiv için çok uzun: ${name.slice(0, 80)}`);
}

function writeOctal(block: Buffer, value: number, offset: number, length: number) {
  block.write(`${value.toString(8).padStart(length - 1, "0")}\u0000`, offset, length, "ascii");
}
