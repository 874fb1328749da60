import { cn } from "../../lib/cn";
import { type DayTone, dayTone, type LoadVendor, shortDay, TONE_LABELS, vendorSummary } from "./vendor-load-rules";

const SLOT = 30;
const BAR = 20;
const PLOT = 90;
const TOP = 14;
const LABELS = 30;

/** Each tone's colour: at least 3:1 against white, and told apart by the legend's words too. */
const TONE_FILL: Record<DayTone, string> = {
  room: "fill-leaf",
  busy: "fill-forget",
  full: "fill-plum",
  over: "fill-danger",
  closed: "fill-line",
};

/**
 * One vendor's next two weeks as bars of orders per day, its capacity a dashed line, closed days
 * greyed and marked. Drawn for the eye and hidden from screen readers: the summary beside it and
 * the table below carry the same figures in words.
 */
export function VendorLoadChart({
  vendor,
  capacityLabel = "capacity",
}: {
  vendor: LoadVendor;
  capacityLabel?: string;
}) {
  const most = Math.max(vendor.dailyCapacity, ...vendor.days.map((d) => d.orders));
  const scale = PLOT / (most * 1.1 || 1);
  const width = vendor.days.length * SLOT;
  const capacityY = TOP + PLOT - vendor.dailyCapacity * scale;
  return (
    <figure className="min-w-0 rounded-2xl border border-line bg-white p-4">
      <figcaption>
        <h3 className="font-serif text-lg text-ink">{vendor.name}</h3>
        <p className="mt-1 text-sm text-muted">{vendorSummary(vendor)}</p>
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${TOP + PLOT + LABELS}`}
        className="mt-3 h-auto w-full max-w-xl"
        preserveAspectRatio="xMinYMin meet"
      >
        {vendor.days.map((day, i) => {
          const tone = dayTone(day, vendor.dailyCapacity);
          const x = i * SLOT + (SLOT - BAR) / 2;
          const height = day.closed && !day.orders ? PLOT : Math.max(day.orders * scale, day.orders ? 2 : 0);
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={TOP + PLOT - height}
                width={BAR}
                height={height}
                rx={3}
                className={cn(TONE_FILL[tone], day.closed && "opacity-70")}
              />
              <text x={x + BAR / 2} y={TOP + PLOT - height - 3} textAnchor="middle" className="fill-ink text-[9px]">
                {day.closed ? "✕" : day.orders || ""}
              </text>
              <text x={x + BAR / 2} y={TOP + PLOT + 12} textAnchor="middle" className="fill-muted text-[8px]">
                {shortDay(day.date).split(" ")[0]}
              </text>
              <text x={x + BAR / 2} y={TOP + PLOT + 23} textAnchor="middle" className="fill-muted text-[8px]">
                {shortDay(day.date).split(" ")[1]}
              </text>
            </g>
          );
        })}
        <line
          x1={0}
          x2={width}
          y1={capacityY}
          y2={capacityY}
          className="stroke-ink"
          strokeWidth={1}
          strokeDasharray="4 3"
        />
        <text x={2} y={capacityY - 3} textAnchor="start" className="fill-ink text-[9px]">
          {capacityLabel} {vendor.dailyCapacity}
        </text>
      </svg>
    </figure>
  );
}

/** What the colours mean, in words. */
export function LoadLegend() {
  return (
    <ul aria-label="Chart key" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-ink">
      {(Object.keys(TONE_LABELS) as DayTone[]).map((tone) => (
        <li key={tone} className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
            <rect width={12} height={12} rx={2} className={TONE_FILL[tone]} />
          </svg>
          {TONE_LABELS[tone]}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4">
          <line x1={0} x2={16} y1={6} y2={6} className="stroke-ink" strokeDasharray="4 3" />
        </svg>
        Daily capacity
      </li>
    </ul>
  );
}
