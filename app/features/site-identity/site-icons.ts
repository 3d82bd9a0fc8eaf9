/**
 * The icon set made from one square upload: PNGs of these sizes stored side by side, named
 * `<name>-<size>.png`, so the 512 px one's address names them all.
 */
export const ICON_SIZES = [16, 32, 48, 180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The apple-touch-icon's size (Apple's 180 px); the manifest's are 192 and 512. */
export const APPLE_TOUCH_ICON_SIZE = 180;

/** The address of one size of the set whose 512 px member is `source`. */
export function iconUrlOf(source: string, size: IconSize): string {
  return source.replace(/-512\.png$/, `-${size}.png`);
}
