import type { RunSqlResult } from "@shared/schemas/data-tools";
import { useLayoutEffect, useRef, useState } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import {
  axisNumber,
  chartPoints,
  chartSummary,
  fitLabel,
  LABEL_GAP_PX,
  labelAxisWidth,
  type MeasureText,
  valueTickCount,
} from "./sql-rules";

/** Room for each bar; the chart grows with the rows so that no label is squeezed out. */
const BAR_ROW_PX = 36;
const AXIS_PX = 40;
const TICK_FONT_PX = 12;
/** Past the last figure of the value axis, so it is never cut at the chart's edge. */
const RIGHT_MARGIN_PX = 28;

/** Text widths as the chart's SVG draws them (its own font and size), from a hidden SVG text node. */
function useMeasureText(): MeasureText {
  const [measure] = useState<MeasureText>(() => {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("aria-hidden", "true");
    svg.style.cssText = "position:absolute;width:0;height:0;overflow:hidden;visibility:hidden";
    const text = document.createElementNS("http://www.w3.org/2000/svg", "text");
    text.setAttribute("font-size", String(TICK_FONT_PX));
    svg.appendChild(text);
    document.body.appendChild(svg);
    const widths = new Map<string, number>();
    return (label: string) => {
      let width = widths.get(label);
      if (width === undefined) {
        text.textContent = label;
        width = text.getComputedTextLength();
        widths.set(label, width);
      }
      return width;
    };
  });
  return measure;
}

/** The element's width, kept up to date as the page resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The bar chart of a grouped result, bars running across so that long labels (vendors, months,
 * gift boxes) stay readable on a phone: the label column is as wide as the labels need (at most 40% of
 * the chart), a longer label is shortened with "…" (the table below has it whole), and the figures are
 * written short (18K) and spaced for the width. Loaded lazily so recharts stays out of the main bundle;
 * not animated, so what is drawn is the figure at once.
 */
export default function SqlResultChart({ result }: { result: RunSqlResult }) {
  const points = chartPoints(result);
  const measure = useMeasureText();
  const { ref, width } = useWidth();
  const height = points.length * BAR_ROW_PX + AXIS_PX;
  const labelWidth = labelAxisWidth(
    points.map((point) => point.label),
    measure,
    width,
  );
  const plotWidth = width - labelWidth - RIGHT_MARGIN_PX;
  return (
    <div ref={ref} role="img" aria-label={chartSummary(result)} style={{ height }}>
      {width > 0 && (
        <BarChart
          width={width}
          height={height}
          data={points}
          layout="vertical"
          margin={{ top: 4, right: RIGHT_MARGIN_PX, bottom: 4, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={result.chart?.value !== "count"}
            tick={{ fontSize: TICK_FONT_PX }}
            tickCount={valueTickCount(plotWidth)}
            tickFormatter={axisNumber}
          />
          <YAxis
            type="category"
            dataKey="label"
            interval={0}
            width={labelWidth}
            tick={{ fontSize: TICK_FONT_PX }}
            tickFormatter={(label: string) => fitLabel(label, labelWidth - LABEL_GAP_PX, measure)}
          />
          <Tooltip />
          <Bar
            dataKey="value"
            name={result.chart?.value.replace(/_/g, " ")}
            fill="#6b2d5c"
            radius={[0, 6, 6, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      )}
    </div>
  );
}
