/** A public section that is registered but not built yet: says so plainly instead of pretending. */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <div className="mt-4 text-slate-600">{children ?? <p>Bu bölüm hazırlanıyor.</p>}</div>
    </main>
  );
}
