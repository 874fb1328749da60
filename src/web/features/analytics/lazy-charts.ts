import { lazy } from "react";

// The charting library loads only when a chart is drawn: not with the dashboard, nor for an empty figure.
const charts = () => import("./analytics-charts");
export const BreakdownChart = lazy(() => charts().then((m) => ({ default: m.BreakdownChart })));
export const WeeksChart = lazy(() => charts().then((m) => ({ default: m.WeeksChart })));
export const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
export const UpcomingChart = lazy(() => charts().then((m) => ({ default: m.UpcomingChart })));
