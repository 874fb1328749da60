import type { VendorOrder } from "@shared/schemas/fulfilment";
import { Wine } from "lucide-react";
import type { ReactNode } from "react";
import { addressLines, alcoholNote, costText, deliveryDateText, giftTypeText, occasionLabel } from "./order-rules";

/** What the vendor needs to deliver one order (PRODUCT.md "Privacy"): never the buyer's contact details. */
export function OrderDetails({ order }: { order: VendorOrder }) {
  const note = alcoholNote(order);
  const lines = addressLines(order.address);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-3">
        <Detail term="Deliver by">{deliveryDateText(order.deliveryDate)}</Detail>
        <Detail term="Occasion">{occasionLabel(order.specialDateType)}</Detail>
        <Detail term="Gift type">{giftTypeText(order)}</Detail>
        <Detail term="Cost">
          {costText(order.costCents)}
          {order.costBasis && <span className="block text-xs text-muted">{order.costBasis}</span>}
        </Detail>
        <Detail term="Address" wide>
          {lines.length > 0 ? (
            <address className="not-italic">
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <Missing>Address to come</Missing>
          )}
        </Detail>
        <Detail term="Phone">
          {order.recipientPhone ? (
            <a className="underline underline-offset-2" href={`tel:${order.recipientPhone.replace(/\s+/g, "")}`}>
              {order.recipientPhone}
            </a>
          ) : (
            <Missing>No phone given</Missing>
          )}
        </Detail>
        <Detail term="Notes" wide>
          {order.deliveryInstructions?.trim() || <Missing>No delivery instructions</Missing>}
        </Detail>
        <Detail term="Card message" wide>
          {order.cardMessage?.trim() ? (
            <q className="whitespace-pre-line">{order.cardMessage.trim()}</q>
          ) : (
            <Missing>No card message</Missing>
          )}
        </Detail>
        <Detail term="Personal message" wide>
          {order.personalMessage ? (
            <q className="whitespace-pre-line">{order.personalMessage}</q>
          ) : (
            <Missing>No personal message</Missing>
          )}
        </Detail>
        <Detail term="Preferences" wide>
          <LabelledList items={order.preferences} empty="None given" />
        </Detail>
        {order.intimatePreferences.length > 0 && (
          <Detail term="Intimate preferences" wide>
            <LabelledList items={order.intimatePreferences} empty="None given" />
          </Detail>
        )}
      </dl>
      {note && (
        <p className="flex items-start gap-2 rounded-xl bg-blush/60 px-3 py-2 text-sm text-plum-dark">
          <Wine aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {note}
        </p>
      )}
    </div>
  );
}

/** What was sent: shown read-only on shipped and delivered orders. */
export function DispatchDetails({ order }: { order: VendorOrder }) {
  const sent = order.fulfilment;
  if (!sent) return null;
  const when = [sent.dispatchDate ? deliveryDateText(sent.dispatchDate) : null, sent.dispatchTime]
    .filter(Boolean)
    .join(" at ");
  return (
    <section aria-label={`Dispatch details for ${order.recipientName}`} className="rounded-xl bg-paper p-3 sm:p-4">
      <h5 className="text-sm font-medium text-ink">Dispatch details</h5>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        {sent.packagePhotoUrl && (
          <img
            src={sent.packagePhotoUrl}
            alt={`The packed order for ${order.recipientName}`}
            className="h-28 w-28 shrink-0 rounded-lg border border-line bg-white object-cover"
            loading="lazy"
          />
        )}
        <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-2 text-sm">
          <Detail term="Dispatched">{when || <Missing>Not recorded</Missing>}</Detail>
          <Detail term="Courier">{sent.courier || <Missing>Not named</Missing>}</Detail>
          <Detail term="Tracking">
            {sent.trackingNumber ? <span className="break-all">{sent.trackingNumber}</span> : <Missing>None</Missing>}
          </Detail>
          <Detail term="Inclusions" wide>
            <span className="whitespace-pre-line">{sent.inclusions || <Missing>Not listed</Missing>}</span>
          </Detail>
          {sent.notes && (
            <Detail term="Your notes" wide>
              <span className="whitespace-pre-line">{sent.notes}</span>
            </Detail>
          )}
        </dl>
      </div>
    </section>
  );
}

/** A term and its value; `wide` ones take the whole row on a phone (two columns there, three on a wide screen). */
function Detail({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0 lg:col-span-1" : "min-w-0"}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return <span className="text-muted">{children}</span>;
}

function LabelledList({ items, empty }: { items: readonly { label: string; value: string }[]; empty: string }) {
  if (items.length === 0) return <Missing>{empty}</Missing>;
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={`${item.label}:${item.value}`}>
          <span className="text-muted">{item.label}:</span> {item.value}
        </li>
      ))}
    </ul>
  );
}
