import type { DailyActivity } from "../dashboard.server.ts";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 24;

/** A small SVG line chart of clicks and comments per day; the numbers are also in a table for screen readers. */
export function ActivityChart({ days }: { days: DailyActivity[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.clicks, d.comments)));
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, days.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value * (HEIGHT - 2 * PAD)) / max;
  const line = (pick: (d: DailyActivity) => number) =>
    days.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(pick(d)).toFixed(1)}`).join(" ");
  const totals = days.reduce((sum, d) => ({ clicks: sum.clicks + d.clicks, comments: sum.comments + d.comments }), {
    clicks: 0,
    comments: 0,
  });
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-48 w-full"
        role="img"
        aria-label={`Son 30 günde ${totals.clicks} tıklama ve ${totals.comments} yorum`}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#cbd5e1" />
        <text x={PAD} y={PAD - 8} fontSize="11" fill="#64748b">
          en fazla {max}
        </text>
        <path d={line((d) => d.clicks)} fill="none" stroke="#0b3b5c" strokeWidth="2.5" />
        <path d={line((d) => d.comments)} fill="none" stroke="#f5b301" strokeWidth="2.5" />
      </svg>
      {/* The wrapper hides it: a table ignores the 1 px height of sr-only and stretched the page by its rows. */}
      <div className="sr-only">
        <table>
          <caption>Günlük tıklama ve yorum sayıları</caption>
          <thead>
            <tr>
              <th>Gün</th>
              <th>Tıklama</th>
              <th>Yorum</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{d.clicks}</td>
                <td>{d.comments}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-2 flex gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2 w-4 rounded bg-brand" /> Tıklamalar ({totals.clicks})
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-2 w-4 rounded bg-accent" /> Yorumlar ({totals.comments})
        </span>
      </figcaption>
    </figure>
  );
}
