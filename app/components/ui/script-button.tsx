import { useHydrated } from "./use-hydrated.ts";

/**
 * A button whose whole job is done by the page's script (a menu, a slider, a 'show more', a copy): disabled in the
 * server's HTML and until React has hydrated it, so a tap that comes before the script can act is refused as a
 * disabled control's is, not taken and silently lost. It looks the same either way; `disabled` still applies after.
 */
export function ScriptButton({ disabled, ...props }: Omit<React.ComponentProps<"button">, "type">) {
  const hydrated = useHydrated();
  return <button type="button" {...props} disabled={!hydrated || disabled} />;
}
