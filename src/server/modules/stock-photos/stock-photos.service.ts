import { giftPlanKey, LUCKY_DIP_KEY } from "../../../shared/domain/catalogue";
import type { GiftBox } from "../../../shared/schemas/gift-box";
import type {
  StockPhotoOrientation,
  StockPhotoQuery,
  StockPhotoQueryType,
  StockPhotoResult,
} from "../../../shared/schemas/stock-photo";
import type { users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { assertSelfOrStaff } from "../../lib/ownership";
import { createProviderSearch, type ProviderSearchOptions } from "./provider-search";
import type { StockPhotoProvider } from "./providers/stock-photo-provider";
import { createProxiedImageCache, type PROXIED_IMAGE_CACHE } from "./proxied-image-cache";
import { type ProxiedImage, proxiedImage, proxiedImageEtag, tokenImageUrl } from "./remote-image-proxy";
import type { CroppedImage, StockPhotoLibrary } from "./stock-photo-library";

/** The catalogue's gift boxes, handed in by app.ts (the catalogue module; ADR 0020). */
export interface GiftBoxList {
  list(): Promise<GiftBox[]>;
}

type SessionUser = typeof users.$inferSelect;

export const STOCK_PHOTO_ROUTE = "/api/stock-photos";

/**
 * Library drawings that show a gift boxed or wrapped, ready to hand over (looked at, not guessed
 * from names): the "Gift delivery" set is the catalogue's gallery shots among these.
 */
export const PACKAGED_VIEWS: ReadonlySet<string> = new Set([
  "flowers-wrapped.svg",
  "flowers-posy-box.svg",
  "native-blooms-wrapped.svg",
  "unwind-edit-box.svg",
  "stay-in-stay-close-box.svg",
  "lucky-dip-stack.svg",
  "keepsake-collection-silk.svg",
]);

/** A box whose contents are a surprise: The Lucky Dip's plan, or a box described as a surprise. */
const isSurpriseBox = (box: GiftBox) =>
  giftPlanKey(box.planKey) === LUCKY_DIP_KEY ||
  /\bsurprise/i.test(`${box.name} ${box.description} ${box.whatsIncluded}`);

const mainImages = (boxes: GiftBox[]) => boxes.map((box) => box.imageUrl);
const galleryImages = (boxes: GiftBox[]) => boxes.flatMap((box) => box.galleryImages);

/**
 * Each query type's images, in catalogue order (featured first). Main images come before gallery
 * shots so that a small count still shows different boxes.
 */
const IMAGE_SETS: Record<StockPhotoQueryType, (boxes: GiftBox[]) => string[]> = {
  subscription_gift_boxes: mainImages,
  flower_arrangements: (boxes) => {
    const flowers = boxes.filter((box) => box.category === "flowers");
    return [...mainImages(flowers), ...galleryImages(flowers)];
  },
  gift_delivery: (boxes) =>
    galleryImages(boxes).filter((url) => PACKAGED_VIEWS.has(url.slice(url.lastIndexOf("/") + 1))),
  surprise_presents: (boxes) => {
    const surprises = boxes.filter(isSurpriseBox);
    return [...mainImages(surprises), ...galleryImages(surprises)];
  },
};

export const stockPhotoUrl = (name: string, orientation: StockPhotoOrientation) =>
  `${STOCK_PHOTO_ROUTE}/${encodeURIComponent(name)}?orientation=${orientation}`;

/**
 * The stock photo tool. With providers configured (Unsplash, Pexels) a search asks them, in order,
 * and their images are served through the shop's own proxy route; with none, every search is
 * answered from the shop's own image library: the illustrations of the boxes customers can see.
 */
export function createStockPhotosService(
  catalogue: GiftBoxList,
  library: StockPhotoLibrary,
  providers: readonly StockPhotoProvider[] = [],
  options: ProviderSearchOptions & { imageCache?: typeof PROXIED_IMAGE_CACHE } = {},
) {
  const searchProviders = createProviderSearch(providers, options);
  const providerNamed = (name: string) => {
    const provider = providers.find((candidate) => candidate.name === name);
    if (!provider) throw notFound("Image not found");
    return provider;
  };
  const cachedRemoteImage = createProxiedImageCache(
    (providerName, token) => proxiedImage(providerNamed(providerName), token),
    options.imageCache,
  );

  async function searchLibrary(query: StockPhotoQuery): Promise<StockPhotoResult> {
    const names: string[] = [];
    for (const url of IMAGE_SETS[query.queryType](await catalogue.list())) {
      if (names.length >= query.count) break;
      const name = await library.nameForUrl(url);
      if (name && !names.includes(name)) names.push(name);
    }
    return { imageUrls: names.map((name) => stockPhotoUrl(name, query.orientation)), source: "library" };
  }

  return {
    async search(user: SessionUser, query: StockPhotoQuery): Promise<StockPhotoResult> {
      assertSelfOrStaff(user, query.userId);
      return providers.length > 0 ? searchProviders(query) : searchLibrary(query);
    },

    /** A library image cropped to the orientation; 404 for any name the library does not hold. */
    async image(name: string, orientation: StockPhotoOrientation): Promise<CroppedImage> {
      const image = await library.cropped(name, orientation);
      if (!image) throw notFound("Image not found");
      return image;
    },

    /** The ETag of a proxied image, checked before anything is fetched; 404 for a token not ours. */
    remoteImageEtag(providerName: string, token: string): string {
      tokenImageUrl(providerNamed(providerName), token);
      return proxiedImageEtag(token);
    },

    /** A provider's image, fetched from its image host only and re-encoded by the shop, once while it stays in memory. */
    remoteImage(providerName: string, token: string): Promise<ProxiedImage> {
      // Checked before the cache is asked: a token that is not ours is a 404, never a cache entry.
      tokenImageUrl(providerNamed(providerName), token);
      return cachedRemoteImage(providerName, token);
    },
  };
}

export type StockPhotosService = ReturnType<typeof createStockPhotosService>;
