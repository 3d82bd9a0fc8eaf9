import { useState } from "react";
import toast from "react-hot-toast";
import { AdminListHeading } from "../../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../utils/errors.ts";

export const meta = () => adminTitle("Fonksiyon Testi");

interface Call {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: Record<string, unknown>;
}

const CALLS: Call[] = [
  {
    label: "scheduled-blog-publisher (elle)",
    method: "POST",
    path: "/api/admin/functions/scheduled-blog-publisher",
    body: { manual: true },
  },
  { label: "publish-scheduled-blogs", method: "POST", path: "/api/admin/functions/publish-scheduled-blogs" },
  { label: "publish-blogs-public", method: "POST", path: "/api/admin/functions/publish-blogs-public" },
  {
    label: "Doğrudan çağrı (POST publish-blogs-public)",
    method: "POST",
    path: "/api/admin/functions/publish-blogs-public",
    body: { direct: true },
  },
  { label: "check-settings", method: "GET", path: "/api/admin/check-settings" },
];

/** Spec 2 §2: buttons for the manual publish functions and a direct call, each showing the JSON it returned. */
export default function TestEdgeFunction() {
  const [results, setResults] = useState<Record<string, string>>({});
  const [running, setRunning] = useState<string | null>(null);

  const run = async (call: Call) => {
    setRunning(call.label);
    try {
      const response = await fetch(call.path, {
        method: call.method,
        headers: call.body ? { "Content-Type": "application/json" } : undefined,
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      const json: unknown = await response.json();
      setResults((current) => ({ ...current, [call.label]: JSON.stringify(json, null, 2) }));
      if (!response.ok)
        toast.error(
          `Edge Function çağrısı başarısız: ${(json as { message?: string; error?: string }).message ?? (json as { error?: string }).error ?? response.status}`,
        );
    } catch (error) {
      toast.error(`Edge Function çağrısı başarısız: ${errorText(error)}`);
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Fonksiyon Testi"
        description="Yayınlama fonksiyonlarını elle çalıştırın ve döndürdükleri yanıtı görün."
      />
      <ul className="space-y-4">
        {CALLS.map((call) => (
          <li key={call.label} className="rounded-xl bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <code className="text-sm">
                {call.method} {call.path}
              </code>
              <button
                type="button"
                disabled={running !== null}
                onClick={() => void run(call)}
                className="inline-flex items-center gap-2 rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
              >
                {running === call.label ? <Spinner /> : null}
                {call.label}
              </button>
            </div>
            {results[call.label] ? (
              <output
                aria-label={`${call.label} yanıtı`}
                className="mt-3 block overflow-x-auto whitespace-pre rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
              >
                {results[call.label]}
              </output>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
