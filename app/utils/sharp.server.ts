import type sharp from "sharp";

let loading: Promise<typeof sharp> | null = null;

/**
 * sharp (libvips) on first use: about 12 MB of a server's memory that serves pages and never receives an upload
 * . libvips keeps decoded images in a cache by default; a web server that rarely resizes is better
 * off without it.
 */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import("sharp").then(({ default: loaded }) => {
    loaded.cache(false);
    return loaded;
  });
  return loading;
}
