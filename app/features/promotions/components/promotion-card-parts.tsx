import { Picture } from "../../../components/ui/lazy-image.tsx";
import { OutboundLink } from "../../../components/ui/preview-mode.tsx";
import { claimPath } from "../promotion-paths.ts";

/* The small pieces of a promotion card that the promotion page and the related slider show too: a module of their
   own, so that those pages do not load the whole card list (issue #12). */

/** The casino's logo, or its initial (a neutral mark for standalone promotions). */
export function CasinoMark({ name, logo }: { name: string | null; logo: string | null }) {
  if (logo) {
    return <Picture src={logo} width={48} height={48} className="shrink-0 rounded-lg bg-slate-100 object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-lg font-extrabold text-brand"
    >
      {(name ?? "D").charAt(0).toLocaleUpperCase("tr-TR")}
    </span>
  );
}

/** 'Bonusu Al': the promotion's claim address (counted, then on to the casino) in a new tab, marked sponsored. */
export function ClaimLink(props: { promotionId: string; className: string }) {
  return (
    <OutboundLink
      href={claimPath(props.promotionId)}
      className={`block rounded-lg bg-accent text-center font-bold text-ink hover:bg-amber-300 ${props.className}`}
    >
      Bonusu Al
    </OutboundLink>
  );
}
