import { chargeCents } from "../../../shared/domain/pricing";
import { type GiftBox, giftBoxListSchema } from "../../../shared/schemas/gift-box";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/errors";
import { catalogueRepository, type GiftBoxRow } from "./catalogue.repository";
import type { CatalogueSync } from "./catalogue-sync";

/** A box as buyers see it, priced per delivery by the one price function (never the vendor's price). */
function toDto(row: GiftBoxRow): GiftBox {
  const priceCents = chargeCents(row.frequency, "pay-as-you-go");
  return {
    ...row,
    category: row.category as GiftBox["category"],
    createdAt: row.createdAt.toISOString(),
    price: priceCents / 100,
    priceCents,
  };
}

interface CatalogueSnapshot {
  list: GiftBox[];
  listJson: string;
  byIdJson: Map<number, string>;
}

/**
 * The catalogue is read on almost every page and changes rarely: it is served from a
 * snapshot held in memory (JSON already serialised) and rebuilt after any change.
 */
export function createCatalogueService(ctx: AppContext) {
  let snapshot: Promise<CatalogueSnapshot> | undefined;
  let sync: CatalogueSync | undefined;

  async function load(): Promise<CatalogueSnapshot> {
    // Checked once per rebuild: the routes send this JSON as it is, so the response schema is enforced here.
    const list = giftBoxListSchema.parse((await catalogueRepository.listVisible(ctx.db)).map(toDto));
    return {
      list,
      listJson: JSON.stringify(list),
      byIdJson: new Map(list.map((box) => [box.id, JSON.stringify(box)])),
    };
  }

  const listeners: (() => void)[] = [];

  function current() {
    snapshot ??= load().catch((error) => {
      snapshot = undefined;
      throw error;
    });
    return snapshot;
  }

  return {
    async listJson() {
      return (await current()).listJson;
    },
    async list() {
      return (await current()).list;
    },
    async boxJson(id: number) {
      const json = (await current()).byIdJson.get(id);
      if (!json) throw notFound("Gift Box Not Found");
      return json;
    },
    /** Call after any change to gift boxes or to a vendor's approval or area: every instance rebuilds. */
    invalidate() {
      snapshot = undefined;
      for (const listener of listeners) listener();
      sync?.announce();
    },
    /** Another instance changed the catalogue. */
    dropSnapshot() {
      snapshot = undefined;
      for (const listener of listeners) listener();
    },
    /** What else is built from vendors and boxes (coverage) drops with the snapshot, here and on every instance. */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
    /** Announces this instance's changes to the others (PostgreSQL). */
    connectSync(value: CatalogueSync) {
      sync = value;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
