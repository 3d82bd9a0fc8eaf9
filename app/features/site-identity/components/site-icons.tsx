import { APPLE_TOUCH_ICON_SIZE, iconUrlOf } from "../site-icons.ts";

/** The head's icons: the set made in 'Site Kimliği' (decision 091), else the bundled favicon; and the manifest. */
export function SiteIcons({ iconUrl }: { iconUrl: string | null }) {
  return (
    <>
      {iconUrl ? (
        <>
          <link rel="icon" href={iconUrlOf(iconUrl, 32)} type="image/png" sizes="32x32" />
          <link rel="icon" href={iconUrlOf(iconUrl, 16)} type="image/png" sizes="16x16" />
          <link rel="apple-touch-icon" href={iconUrlOf(iconUrl, APPLE_TOUCH_ICON_SIZE)} />
        </>
      ) : (
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      )}
      <link rel="manifest" href="/site.webmanifest" />
    </>
  );
}
