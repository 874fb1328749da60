/** No order matches: say so, and how orders come to exist. */
export function EmptyOrders() {
  return (
    <div className="max-w-[min(32rem,calc(100vw-4rem))]">
      <p className="font-medium text-ink">No orders match these filters</p>
      <p className="mt-1 text-sm text-muted">
        Try another status or show completed orders. Deliveries due in the next 14 days become orders when you press
        Generate Orders (the daily run makes them too).
      </p>
    </div>
  );
}
