import { HEX_COLOR } from "../../utils/contrast.ts";
import { APPLE_TOUCH_ICON_SIZE, iconUrlOf } from "./site-icons.ts";
import type { SiteIdentity } from "./site-identity.server.ts";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The head markup of 'Site Kimliği': the icon set (else the bundled favicon), the web app manifest
 * and a chosen accent colour over the stylesheet's. Written into the server's head only, like the feed links
 * (entry.server.tsx): React 19 leaves head elements it did not render alone when it hydrates, so this costs no page
 * any JavaScript.
 */
export function identityHeadMarkup(identity: Pick<SiteIdentity, "iconUrl" | "accentColor">): string {
  const { iconUrl, accentColor } = identity;
  const icons = iconUrl
    ? `<link rel="icon" href="${escapeAttribute(iconUrlOf(iconUrl, 32))}" type="image/png" sizes="32x32"/>` +
      `<link rel="icon" href="${escapeAttribute(iconUrlOf(iconUrl, 16))}" type="image/png" sizes="16x16"/>` +
      `<link rel="apple-touch-icon" href="${escapeAttribute(iconUrlOf(iconUrl, APPLE_TOUCH_ICON_SIZE))}"/>`
    : '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
  // Only a colour ever reaches the <style>: the save checked it, and it is checked again here.
  const accent =
    accentColor && HEX_COLOR.test(accentColor) ? `<style>:root{--color-accent:${accentColor}}</style>` : "";
  return `${icons}<link rel="manifest" href="/site.webmanifest"/>${accent}`;
}
