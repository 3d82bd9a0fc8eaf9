import { Link } from "react-router";
import { NAV_LINKS, scrollToTopSmoothly } from "./nav-links.ts";

/** The sections, then the wagering calculator's page (issue #37 §1; WAGERING_CALCULATOR_PATH of its feature). */
const FOOTER_LINKS = [...NAV_LINKS, { to: "/cevrim-hesaplama", label: "Çevrim Hesaplama" }];

export interface SiteFooterProps {
  siteName: string;
  /** The latest posts, linked: the route builds each post's path (components know no feature). */
  latestPosts: { id: string; title: string; href: string }[];
  responsibleGamblingText: string;
  affiliateDisclosureText: string;
  /** The pages each notice links to (issue #35), null while not published: the route finds them. */
  noticeLinks: {
    responsibleGambling: { title: string; href: string } | null;
    affiliateDisclosure: { title: string; href: string } | null;
  };
}

export function SiteFooter({
  siteName,
  latestPosts,
  responsibleGamblingText,
  affiliateDisclosureText,
  noticeLinks,
}: SiteFooterProps) {
  return (
    <footer className="mt-16 bg-brand-dark text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-white">{siteName}</p>
          <p className="mt-2 text-sm text-slate-300">Güvenilir casino sitelerinin güncel bonus ve promosyon rehberi.</p>
        </div>
        <nav aria-label="Hızlı bağlantılar">
          <h2 className="font-semibold text-white">Hızlı Bağlantılar</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTopSmoothly} className="hover:text-accent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Son Yazılar</h2>
          {latestPosts.length === 0 ? (
            <p className="mt-2 text-sm">Henüz yayınlanmış blog yazısı bulunmuyor.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {latestPosts.map((post) => (
                <li key={post.id}>
                  <Link to={post.href} className="hover:text-accent">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-slate-300">
          {/* The wagering calculator links to this notice (RESPONSIBLE_GAMBLING_ANCHOR of its feature). */}
          <p id="oyun" className="flex items-start gap-2">
            <span className="inline-flex shrink-0 items-center justify-center rounded-full border-2 border-accent px-1.5 font-bold text-accent">
              18+
            </span>
            <span>
              {responsibleGamblingText}
              {noticeLink(noticeLinks.responsibleGambling)}
            </span>
          </p>
          <p>
            {affiliateDisclosureText}
            {noticeLink(noticeLinks.affiliateDisclosure)}
          </p>
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * A notice's page after its text (a call, not a component, and styled by app.css's `.notice-link`: every byte of the
 * frame is paid by every public page).
 */
const noticeLink = (link: { title: string; href: string } | null) =>
  link && (
    <Link to={link.href} className="notice-link">
      {link.title}
    </Link>
  );
