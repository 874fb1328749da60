import { ADMIN_ORDER_SORTS, ADMIN_ORDER_STATUS_FILTERS } from "@shared/schemas/fulfilment";
import { Field } from "../../components/ui/field";
import { Select } from "../../components/ui/input";
import {
  type FulfilmentFilters,
  type OrderSort,
  type OrderStatusFilter,
  SORT_LABELS,
  STATUS_FILTER_LABELS,
} from "./fulfilment-rules";

interface FulfilmentFiltersProps {
  filters: FulfilmentFilters;
  onChange: (change: Partial<Omit<FulfilmentFilters, "page">>) => void;
}

/** Sort, status filter and the two toggles; every change goes to the address and back to page 1. */
export function FulfilmentFilterBar({ filters, onChange }: FulfilmentFiltersProps) {
  return (
    <div
      role="group"
      aria-label="Sort and filter orders"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <Field label="Sort by">
        <Select
          className="sm:w-56"
          value={filters.sortBy}
          onChange={(event) => onChange({ sortBy: event.target.value as OrderSort })}
        >
          {ADMIN_ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Filter by status">
        <Select
          className="sm:w-44"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as OrderStatusFilter })}
        >
          {ADMIN_ORDER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap gap-x-5 gap-y-1 sm:h-11 sm:items-center">
        <Toggle
          label="Hide completed"
          checked={filters.hideCompleted}
          onChange={(hideCompleted) => onChange({ hideCompleted })}
        />
        <Toggle
          label="Unassigned only"
          checked={filters.unassigned}
          onChange={(unassigned) => onChange({ unassigned })}
        />
      </div>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-forget">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-plum focus-visible:outline-none"
      />
      {label}
    </label>
  );
}
