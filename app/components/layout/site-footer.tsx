import { Link } from "react-router";
import { scrollToTopSmoothly } from "./nav-links.ts";
import { type MenuLink, NavMenu } from "./nav-menu.tsx";

export interface SiteFooterProps {
  siteName: string;
  /** The line under the name: the layout's loader gives it, so its text is not in every page's code. */
  tagline: string;
  /** The footer menu ('Menüler'). */
  menu: MenuLink[];
  /** The social profiles of 'Site Kimliği': the network, its address, and the link's Turkish name. */
  social: { label: string; url: string; name: string }[];
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
  tagline,
  menu,
  social,
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
          <p className="mt-2 text-sm text-slate-300">{tagline}</p>
          {social.length > 0 && (
            <ul aria-label="Sosyal medya hesaplarımız" className="mt-3 flex flex-wrap gap-x-4 text-sm">
              {social.map((profile) => (
                <li key={profile.url}>
                  <a href={profile.url} rel="me noopener" aria-label={profile.name} className="hover:text-accent">
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-semibold text-white">Hızlı Bağlantılar</h2>
          <NavMenu
            label="Hızlı bağlantılar"
            listClassName="mt-2 space-y-1 text-sm"
            links={menu}
            onNavigate={scrollToTopSmoothly}
            linkClassName={() => "hover:text-accent"}
          />
        </div>
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
