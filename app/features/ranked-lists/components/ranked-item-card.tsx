import { Link } from "react-router";
import { Picture } from "../../../components/ui/lazy-image.tsx";
import { RatingBadge } from "../../casinos/public.ts";
import type { RankedItemView } from "../ranked-lists.server.ts";

/** One place of a ranked list: its number, picture, name (the link), key facts as chips and the operator's note. */
export function RankedItemCard({ item }: { item: RankedItemView }) {
  return (
    <article className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white"
      >
        {item.position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start gap-3">
          {item.imageUrl ? (
            <Picture
              src={item.imageUrl}
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded-xl object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-bold">
              <span className="sr-only">{item.position}. </span>
              <Link to={item.href} className="hover:text-brand hover:underline">
                {item.name}
              </Link>
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {item.kind === "casino" ? <RatingBadge rating={item.rating} /> : null}
              {item.casinoName ? <span>{item.casinoName}</span> : null}
            </div>
          </div>
        </div>
        {item.chips.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Öne çıkan bilgiler">
            {item.chips.map((chip) => (
              <li key={chip} className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-900">
                {chip}
              </li>
            ))}
          </ul>
        ) : null}
        {item.note ? <p className="mt-3 text-slate-700">{item.note}</p> : null}
      </div>
    </article>
  );
}
