/** The dashboard's Analytics tab (loaded lazily: import it with `lazy(() => import("@web/features/analytics"))`). */
export { default } from "./shop-analytics";
