export function meta() {
  return [{ title: "Admin Paneli" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow">
        <h1 className="text-2xl font-extrabold">Admin Paneli</h1>
        <p className="mt-1 text-slate-600">Devam etmek için giriş yapın</p>
        <p className="mt-6 text-sm text-slate-500">Giriş formu yönetim paneliyle birlikte etkinleşecek.</p>
      </div>
    </main>
  );
}
