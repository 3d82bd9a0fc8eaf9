import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SEARCH_QUERY_MAX_LENGTH } from "../../utils/search-query.ts";
import { Icon } from "../ui/icon.tsx";
import { ScriptButton } from "../ui/script-button.tsx";
import { SEARCH_PATH, scrollToTopSmoothly } from "./nav-links.ts";
import { type MenuLink, NavMenu } from "./nav-menu.tsx";

/** The logo for the header's dark background ('Site Kimliği'), with its drawn size so nothing shifts. */
export interface HeaderLogo {
  src: string;
  width: number;
  height: number;
}

/** The fixed header: the name (or logo), the header menu ('Menüler'), the search box and, on phones, the drawer. */
export function SiteHeader({ siteName, logo, menu }: { siteName: string; logo: HeaderLogo | null; menu: MenuLink[] }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  // While the drawer is open the page behind it must not scroll (spec 1 §2); focus moves in and back out.
  useEffect(() => {
    if (!drawerOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeButtonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
      if (document.activeElement === document.body || document.activeElement === closeButtonRef.current) {
        menuButtonRef.current?.focus();
      }
    };
  }, [drawerOpen]);

  const closeAndScroll = () => {
    setDrawerOpen(false);
    scrollToTopSmoothly();
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-brand text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link to="/" onClick={scrollToTopSmoothly} className="mr-auto shrink-0 text-lg font-extrabold tracking-tight">
          {logo ? <img {...logo} alt={siteName} className="h-10 w-auto" /> : siteName}
        </Link>
        <NavMenu
          label="Ana menü"
          className="hidden md:block"
          listClassName="flex gap-1"
          links={menu}
          disclosure
          onNavigate={scrollToTopSmoothly}
          // The active link sits on the darker brand shade: accent on a white tint of the brand is 4.08:1 (AA 4.5).
          linkClassName={(current) =>
            `block rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 ${current ? "bg-brand-dark text-accent" : ""}`
          }
        />
        {/* A plain GET form: the search works before (and without) any script. */}
        {/* biome-ignore lint/a11y/useSemanticElements: the role on the form is the same landmark without one more element in the frame's budgeted code */}
        <form action={SEARCH_PATH} role="search" className="flex min-w-0">
          <input
            type="search"
            name="q"
            aria-label="Sitede ara"
            placeholder="Ara"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            className="w-24 min-w-0 rounded-md bg-white px-2 py-1.5 text-sm text-slate-900 sm:w-40"
          />
          <button type="submit" className="rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-white/10">
            Ara
          </button>
        </form>
        <ScriptButton
          ref={menuButtonRef}
          className="rounded-md p-2 hover:bg-white/10 md:hidden"
          aria-label="Menüyü aç"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" size={24} />
        </ScriptButton>
      </div>
      <MobileDrawer
        open={drawerOpen}
        siteName={siteName}
        menu={menu}
        closeButtonRef={closeButtonRef}
        onClose={() => setDrawerOpen(false)}
        onNavigate={closeAndScroll}
      />
    </header>
  );
}

function MobileDrawer(props: {
  open: boolean;
  siteName: string;
  menu: MenuLink[];
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onNavigate: () => void;
}) {
  return (
    <div className={`md:hidden ${props.open ? "" : "pointer-events-none"}`} aria-hidden={!props.open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboards use Escape or the close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        data-testid="drawer-backdrop"
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${props.open ? "opacity-100" : "opacity-0"}`}
        onClick={props.onClose}
      />
      <div
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Mobil menü"
        inert={!props.open}
        className={`fixed inset-y-0 left-0 z-50 w-72 bg-brand-dark p-4 text-white shadow-xl transition-transform duration-300 ${props.open ? "translate-x-0" : "-translate-x-full"}`}
      >
        <div className="mb-6 flex items-center justify-between">
          <span className="text-lg font-extrabold">{props.siteName}</span>
          <button
            ref={props.closeButtonRef}
            type="button"
            className="rounded-md p-2 hover:bg-white/10"
            aria-label="Menüyü kapat"
            onClick={props.onClose}
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <NavMenu
          label="Mobil menü bağlantıları"
          listClassName="space-y-1"
          links={props.menu}
          onNavigate={props.onNavigate}
          linkClassName={(current) =>
            `block rounded-md px-3 py-3 font-medium hover:bg-white/10 ${current ? "text-accent" : ""}`
          }
        />
      </div>
    </div>
  );
}
