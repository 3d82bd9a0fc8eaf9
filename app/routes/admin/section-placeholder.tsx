import { useLocation } from "react-router";
import { ADMIN_NAV } from "../../components/admin/admin-nav.ts";

/** A back-office section that is guarded and reachable but not built yet (the content-management issue). */
export default function SectionPlaceholder() {
  const { pathname } = useLocation();
  const section = ADMIN_NAV.find((item) => pathname.startsWith(item.to));
  return (
    <section>
      <h1 className="text-2xl font-extrabold">{section?.label ?? "Yönetim"}</h1>
      <p className="mt-2 text-slate-600">Bu bölüm hazırlanıyor.</p>
    </section>
  );
}
