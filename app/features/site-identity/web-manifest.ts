import { iconUrlOf } from "./site-icons.ts";

/** The stylesheet's brand colour (app.css), the manifest's theme. */
const THEME_COLOR = "#0b3b5c";

/**
 * The web app manifest (/site.webmanifest) of the site as 'Site Kimliği' names it: its name, and the home-screen
 * icons of the uploaded set (192 and 512 px), else the bundled SVG favicon.
 */
export function webManifest(identity: { siteName: string; iconUrl: string | null }): Record<string, unknown> {
  const { iconUrl } = identity;
  const icons = iconUrl
    ? ([192, 512] as const).map((size) => ({
        src: iconUrlOf(iconUrl, size),
        sizes: `${size}x${size}`,
        type: "image/png",
      }))
    : [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }];
  return {
    name: identity.siteName,
    short_name: identity.siteName,
    lang: "tr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons,
  };
}
