import { formatDate, formatNumber } from "../../../utils/format.ts";
import { istanbulDayStart } from "../../../utils/istanbul-time.ts";
import type { StatisticsDay } from "../statistics.server.ts";

const WIDTH = 600;
const HEIGHT = 120;

/** "12 Kasım 2026" for a YYYY-MM-DD Istanbul day. */
export function dayLabel(day: string): string {
  return formatDate(istanbulDayStart(day));
}

/**
 * One measure per day as bars, server-rendered. The SVG stretches to the width it gets and carries no text of its
 * own (letters in a scaled SVG shrink to nothing at 360 px): the scale and the first and last day are HTML around it.
 */
function Bars(props: { days: StatisticsDay[]; pick: (day: StatisticsDay) => number; label: string; color: string }) {
  const { days, pick } = props;
  const max = Math.max(1, ...days.map(pick));
  const step = WIDTH / Math.max(1, days.length);
  const gap = step > 4 ? step * 0.2 : 0;
  const total = days.reduce((sum, day) => sum + pick(day), 0);
  return (
    <div>
      <p className="flex justify-between text-sm">
        <span className="font-semibold">
          {props.label}: {formatNumber(total)}
        </span>
        <span className="text-slate-600">en fazla {formatNumber(max)}</span>
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-28 w-full rounded bg-slate-50"
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, i) => {
          const height = (pick(day) / max) * (HEIGHT - 4);
          return (
            <rect
              key={day.day}
              x={(i * step + gap / 2).toFixed(2)}
              y={(HEIGHT - height).toFixed(2)}
              width={Math.max(0.5, step - gap).toFixed(2)}
              height={height.toFixed(2)}
              fill={props.color}
            />
          );
        })}
      </svg>
    </div>
  );
}

/** The daily clicks and views of the chosen span, with the same figures as a table for screen readers. */
export function DailyChart({ days }: { days: StatisticsDay[] }) {
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  return (
    <figure className="space-y-4 rounded-xl bg-white p-4 shadow-sm">
      <figcaption className="font-semibold">Günlük tıklama ve görüntülenme</figcaption>
      <Bars days={days} pick={(day) => day.clicks} label="Tıklamalar" color="#0b3b5c" />
      <Bars days={days} pick={(day) => day.views} label="Görüntülenmeler" color="#b45309" />
      {first && last ? (
        <p className="flex justify-between text-xs text-slate-600">
          <span>{dayLabel(first)}</span>
          <span>{dayLabel(last)}</span>
        </p>
      ) : null}
      {/* The wrapper hides it: a table ignores the 1 px height of sr-only and stretches the page by its rows. */}
      <div className="sr-only">
        <table>
          <caption>Günlük tıklama ve görüntülenme sayıları</caption>
          <thead>
            <tr>
              <th scope="col">Gün</th>
              <th scope="col">Tıklama</th>
              <th scope="col">Görüntülenme</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day)}</th>
                <td>{formatNumber(day.clicks)}</td>
                <td>{formatNumber(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
