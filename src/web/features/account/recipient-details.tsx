import { planNameForKey } from "@shared/domain/catalogue";
import type { Recipient } from "@shared/schemas/recipient";
import type { ReactNode } from "react";
import { displayDate, humanise } from "./account-rules";

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

const NOT_SET = <span className="text-muted">Not provided</span>;

/** What the card shows about a recipient: address, dates, plan and special dates. */
export function RecipientDetails({ recipient }: { recipient: Recipient }) {
  const birthday = displayDate(recipient.birthday ?? recipient.dateOfBirth);
  const anniversary = displayDate(recipient.anniversary);
  const plan = planNameForKey(recipient.giftCategories);
  const specialDates = recipient.specialDates ?? [];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
      <Item label="Address" wide>
        {recipient.address || NOT_SET}
      </Item>
      <Item label="Birthday">{birthday ?? NOT_SET}</Item>
      <Item label="Anniversary">{anniversary ?? NOT_SET}</Item>
      <Item label="Gift plan">{plan ?? <span className="text-muted">No plan selected</span>}</Item>
      <Item label="Phone">{recipient.phoneNumber || recipient.phone || NOT_SET}</Item>
      <Item label="E-mail">{recipient.email || NOT_SET}</Item>
      <Item label="Special dates" wide>
        {specialDates.length === 0 ? (
          <span className="text-muted">None added</span>
        ) : (
          <ul className="flex flex-wrap gap-2 pt-1">
            {specialDates.map((d, index) => (
              <li key={index} className="rounded-full bg-blush px-3 py-1 text-sm text-ink">
                {humanise(d.type)} · {displayDate(d.date) ?? d.date}
                {d.label ? <span className="text-muted"> — {d.label}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Item>
    </dl>
  );
}
