import { FREQUENCIES, frequencyLabel } from "@shared/domain/frequency";
import { formatCents } from "@shared/domain/money";
import { ANNUAL_DISCOUNT_PERCENT, chargeCents, chargeSummary, deliveriesPerCharge } from "@shared/domain/pricing";

/**
 * Every frequency's prices, from the same price function the checkout, receipts and renewals use:
 * pay-as-you-go is $100 each delivery; annual is a year of deliveries upfront, less 10%.
 */
export function PriceList() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="sr-only">Prices by delivery frequency</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 font-semibold text-ink">
              Deliveries
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold text-ink">
              Pay as you go
            </th>
            <th scope="col" className="py-2 font-semibold text-ink">
              Annual (save {ANNUAL_DISCOUNT_PERCENT}%)
            </th>
          </tr>
        </thead>
        <tbody>
          {FREQUENCIES.map((frequency) => (
            <tr key={frequency} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-3 font-normal text-ink">
                {frequencyLabel(frequency)}
              </th>
              <td className="py-2 pr-3 text-ink">
                {formatCents(chargeCents(frequency, "pay-as-you-go"))} each delivery
              </td>
              <td className="py-2 text-ink">
                {chargeSummary(frequency, "annual")} for {deliveriesPerCharge(frequency, "annual")} deliveries
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
