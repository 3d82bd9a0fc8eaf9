import { useEffect, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, Outlet, useLocation, useNavigation } from "react-router";
import { ADMIN_NAV } from "../../admin-kit/admin-nav.ts";
import { AdminToaster } from "../../admin-kit/admin-toaster.tsx";
import { NavMenu } from "../../components/layout/nav-menu.tsx";
import { ScrollManager } from "../../components/layout/scroll-manager.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { ScriptButton } from "../../components/ui/script-button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { getServices } from "../../context.ts";
import { GUARD_MESSAGES } from "../../features/auth/auth-messages.ts";
import { getAdminUser, requireAdminMiddleware } from "../../features/auth/require-admin.server.ts";
import { canOpen, ROLE_LABELS } from "../../utils/admin-access.ts";
import { ADMIN_PATH, LOGOUT_PATH } from "../../utils/admin-paths.ts";
import { takeFlashToast } from "../../utils/flash-toast.server.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getAdminUser(context);
  // The toast a save left before redirecting here, shown once by this page.
  const { toast, headers } = await takeFlashToast(request, getServices(context).config);
  return data({ user: { email: user.email, name: user.name, role: user.role }, toast }, { headers });
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

/** Spec 2 §2: a spinner shows while an existing casino or promotion loads (a client-side navigation to its screen). */
const EDIT_SCREEN_LOADING: ReadonlyArray<[RegExp, string]> = [
  [/^\/admin\/casinos\/edit\/[^/]+$/, "Casino yükleniyor..."],
  [/^\/admin\/promotions\/edit\/[^/]+$/, "Promosyon yükleniyor..."],
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { role } = loaderData.user;
  const nav = ADMIN_NAV.filter((item) => canOpen(role, item.to));
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  // The guard runs again on every navigation inside the admin (spec 2 §2 route guard).
  const checking = navigation.state === "loading" && navigation.location.pathname.startsWith(`${ADMIN_PATH}/`);
  // Only on the way to another item: reloading the screen in use keeps its form (and unsaved edits) on screen.
  const loadingText =
    checking && navigation.location.pathname !== location.pathname
      ? EDIT_SCREEN_LOADING.find(([path]) => path.test(navigation.location.pathname))?.[1]
      : undefined;

  useEffect(() => {
    if (location.pathname) setMenuOpen(false);
  }, [location.pathname]);

  return (
    <div className="min-h-screen bg-slate-100 text-ink">
      {/* Without JavaScript a tabbed form shows all its sections at once: its tabs need a script to switch. */}
      <noscript>
        <link rel="stylesheet" href="/admin-without-javascript.css" />
      </noscript>
      <AdminToaster flash={loaderData.toast} />
      <ScrollManager />
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:pl-68">
        <ScriptButton
          className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
          aria-label={menuOpen ? "Menüyü kapat" : "Menüyü aç"}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" size={22} />
        </ScriptButton>
        <div className="flex-1 px-2 text-sm text-slate-500" aria-live="polite">
          {checking ? (
            <span role="status" className="inline-flex items-center gap-2">
              <Spinner /> {GUARD_MESSAGES.checkingAccess}
            </span>
          ) : null}
        </div>
        {/* Spec 2 §2: an 'Admin' label at the top right; the account and its role are named on hover. */}
        <span
          className="rounded-full bg-brand px-3 py-1 text-xs font-bold text-white"
          title={`${loaderData.user.email} (${ROLE_LABELS[role]})`}
        >
          Admin
        </span>
      </header>

      <aside
        id="admin-sidebar"
        aria-label="Yönetim menüsü"
        className={`fixed inset-y-0 left-0 z-40 flex w-64 transform flex-col bg-brand-dark text-white transition-transform duration-300 lg:translate-x-0 ${menuOpen ? "translate-x-0" : "-translate-x-full"}`}
      >
        {/* Fixed to the window's height at every width: the sections scroll inside it when the window is lower than
            they are, and 'Çıkış Yap' stays below the last one instead of over it. */}
        <div className="flex h-14 shrink-0 items-center px-5 text-lg font-extrabold">Yönetim Paneli</div>
        <NavMenu
          label="Yönetim bölümleri"
          className="min-h-0 flex-1 overflow-y-auto"
          listClassName="space-y-0.5 px-3 pb-3"
          links={nav}
          linkClassName={(current) =>
            `block rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 ${current ? "bg-white/15 text-accent" : "text-slate-100"}`
          }
        />
        <Form method="post" action={LOGOUT_PATH} className="shrink-0 px-3 pt-2 pb-4">
          <button
            type="submit"
            className="w-full rounded-md border border-white/20 px-3 py-2 text-sm font-semibold hover:bg-white/10"
          >
            Çıkış Yap
          </button>
        </Form>
      </aside>
      {menuOpen ? (
        <button
          type="button"
          aria-label="Menüyü kapat"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}

      <main className="px-4 py-6 lg:ml-64 lg:px-8">
        {loadingText ? (
          <p role="status" className="flex items-center justify-center gap-2 py-20 text-slate-600">
            <Spinner className="h-6 w-6" /> {loadingText}
          </p>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow">
        <h1 className="text-xl font-extrabold">
          {forbidden ? "Bu hesap admin yetkisine sahip değil" : "Bir hata oluştu"}
        </h1>
        <p className="mt-2 text-slate-600">
          {forbidden ? "Yönetim paneline yalnızca admin hesapları girebilir." : "Sayfa yüklenirken bir sorun oluştu."}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Form method="post" action={LOGOUT_PATH}>
            <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">
              Çıkış Yap
            </button>
          </Form>
          <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold">
            Siteye dön
          </Link>
        </div>
      </div>
    </main>
  );
}
