import { mkdir } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../app/utils/sharp.server.ts";
import { type DemoImageKind, type DemoImageSpec, demoImageUrl } from "./demo-content.ts";

/** Renders the demo images locally (SVG drawn here, encoded to WebP by sharp): no network, no bundled files. */

interface Size {
  width: number;
  height: number;
}

const SIZES: Record<DemoImageKind, Size> = {
  logo: { width: 256, height: 256 },
  promotion: { width: 800, height: 450 },
  blog: { width: 1200, height: 630 },
  splash: { width: 600, height: 600 },
};

/** A demo image's pixel size (its kind's). */
export function demoImageSize(kind: DemoImageKind): Size {
  return SIZES[kind];
}

const FONT_FAMILY = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif";
/** Average advance of a bold glyph in ems, for wrapping without measuring fonts. */
const BOLD_CHAR_WIDTH_EM = 0.62;
const SAFE_NAME = /^[a-z0-9-]+$/;

/** Writes every image to `${uploadsDir}/demo/{name}.webp` and returns their public URLs, in the given order. */
export async function generateDemoImages(uploadsDir: string, specs: readonly DemoImageSpec[]): Promise<string[]> {
  const directory = path.join(uploadsDir, "demo");
  await mkdir(directory, { recursive: true });
  return Promise.all(specs.map((spec) => writeImage(directory, spec)));
}

async function writeImage(directory: string, spec: DemoImageSpec): Promise<string> {
  if (!SAFE_NAME.test(spec.name)) throw new Error(`Geçersiz demo görsel adı: ${spec.name}`);
  const svg = renderSvg(spec);
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg))
    .webp({ quality: 82 })
    .toFile(path.join(directory, `${spec.name}.webp`));
  return demoImageUrl(spec.name);
}

export function renderSvg(spec: DemoImageSpec): string {
  const size = SIZES[spec.kind];
  switch (spec.kind) {
    case "logo":
      return wrapSvg(size, spec.palette, renderLogo(spec, size));
    case "promotion":
      return wrapSvg(size, spec.palette, renderBanner(spec, size, { maxLines: 3, sizes: [46, 40, 34, 30] }));
    case "blog":
      return wrapSvg(size, spec.palette, renderBanner(spec, size, { maxLines: 3, sizes: [64, 56, 48, 42] }));
    case "splash":
      return wrapSvg(size, spec.palette, renderSplash(spec, size));
  }
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function wrapSvg(size: Size, palette: readonly [string, string], body: string): string {
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.92}" cy="${height * 0.08}" r="${Math.max(width, height) * 0.38}" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="${width * 0.05}" cy="${height * 1.02}" r="${Math.max(width, height) * 0.3}" fill="#000000" fill-opacity="0.12"/>
<g font-family="${FONT_FAMILY}" fill="#ffffff">${body}</g>
</svg>`;
}

function renderLogo(spec: DemoImageSpec, size: Size): string {
  const center = size.width / 2;
  const nameSize = fitFontSize(spec.subtitle, size.width - 32, [22, 19, 16, 14]);
  return `<circle cx="${center}" cy="${size.height * 0.42}" r="${size.width * 0.3}" fill="#ffffff" fill-opacity="0.14"/>
<text x="${center}" y="${size.height * 0.42 + 34}" text-anchor="middle" font-size="96" font-weight="700">${escapeXml(spec.title)}</text>
<text x="${center}" y="${size.height * 0.88}" text-anchor="middle" font-size="${nameSize}" font-weight="700" fill-opacity="0.92">${escapeXml(spec.subtitle)}</text>`;
}

interface TitleLayout {
  maxLines: number;
  sizes: readonly number[];
}

/** Promotion and blog images: a badge, the wrapped title and a footer line, left aligned. */
function renderBanner(spec: DemoImageSpec, size: Size, layout: TitleLayout): string {
  const padding = Math.round(size.width * 0.07);
  const { lines, fontSize } = fitTitle(spec.title, size.width - padding * 2, layout);
  const lineHeight = Math.round(fontSize * 1.2);
  const firstBaseline = Math.round(size.height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35);
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${padding}" y="${firstBaseline + index * lineHeight}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("\n");
  const smallSize = Math.round(size.height * 0.045);
  return `${spec.badge ? renderBadge(spec.badge, padding, padding, smallSize) : ""}
${titleLines}
<rect x="${padding}" y="${size.height - padding - smallSize * 1.6}" width="${size.width * 0.08}" height="4" rx="2" fill="#ffffff" fill-opacity="0.7"/>
<text x="${padding}" y="${size.height - padding}" font-size="${smallSize}" font-weight="700" fill-opacity="0.9">${escapeXml(spec.subtitle)}</text>`;
}

function renderBadge(text: string, x: number, y: number, fontSize: number): string {
  const width = Math.round(text.length * fontSize * 0.6 + fontSize * 1.6);
  const height = Math.round(fontSize * 1.9);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#000000" fill-opacity="0.25"/>
<text x="${x + fontSize * 0.8}" y="${y + height / 2 + fontSize * 0.36}" font-size="${fontSize}" font-weight="700">${escapeXml(text)}</text>`;
}

/** Splash ads: the casino name, the offer, a call-to-action shape and the 18+ line. */
function renderSplash(spec: DemoImageSpec, size: Size): string {
  const center = size.width / 2;
  const { lines, fontSize } = fitTitle(spec.title, size.width - 80, { maxLines: 3, sizes: [52, 46, 40, 34] });
  const lineHeight = Math.round(fontSize * 1.2);
  const offer = lines
    .map(
      (line, index) =>
        `<text x="${center}" y="${250 + index * lineHeight}" text-anchor="middle" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("\n");
  return `<text x="${center}" y="130" text-anchor="middle" font-size="30" font-weight="700" fill-opacity="0.9">${escapeXml(spec.subtitle)}</text>
<rect x="${center - 40}" y="155" width="80" height="4" rx="2" fill="#ffffff" fill-opacity="0.7"/>
${offer}
<rect x="${center - 130}" y="450" width="260" height="64" rx="32" fill="#ffffff"/>
<text x="${center}" y="492" text-anchor="middle" font-size="26" font-weight="700" fill="${spec.palette[0]}">Hemen İncele</text>
${spec.badge ? `<text x="${center}" y="565" text-anchor="middle" font-size="18" fill-opacity="0.85">${escapeXml(spec.badge)}</text>` : ""}`;
}

function fitFontSize(text: string, maxWidth: number, sizes: readonly number[]): number {
  return sizes.find((size) => estimateWidth(text, size) <= maxWidth) ?? sizes[sizes.length - 1] ?? 14;
}

/** The largest font size whose word wrap fits in `maxLines`; the smallest size is cut with an ellipsis. */
function fitTitle(text: string, maxWidth: number, layout: TitleLayout): { lines: string[]; fontSize: number } {
  for (const fontSize of layout.sizes) {
    const lines = wrapWords(text, Math.floor(maxWidth / (fontSize * BOLD_CHAR_WIDTH_EM)));
    if (lines.length <= layout.maxLines) return { lines, fontSize };
  }
  const fontSize = layout.sizes[layout.sizes.length - 1] ?? 30;
  const lines = wrapWords(text, Math.floor(maxWidth / (fontSize * BOLD_CHAR_WIDTH_EM))).slice(0, layout.maxLines);
  lines[lines.length - 1] = `${lines[lines.length - 1] ?? ""}…`;
  return { lines, fontSize };
}

export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > maxChars && current) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function estimateWidth(text: string, fontSize: number): number {
  return text.length * fontSize * BOLD_CHAR_WIDTH_EM;
}
