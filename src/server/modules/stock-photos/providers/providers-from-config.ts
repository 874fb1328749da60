import type { Config } from "../../../config";
import { pexelsProvider } from "./pexels";
import type { StockPhotoProvider } from "./stock-photo-provider";
import { unsplashProvider } from "./unsplash";

/**
 * The providers whose keys are set, in the order the tool asks them: Unsplash first, then Pexels
 * when Unsplash fails. None: the tool answers from the shop's own library.
 */
export function stockPhotoProvidersFromConfig(
  config: Pick<Config, "UNSPLASH_ACCESS_KEY" | "PEXELS_API_KEY">,
): StockPhotoProvider[] {
  const providers: StockPhotoProvider[] = [];
  if (config.UNSPLASH_ACCESS_KEY) providers.push(unsplashProvider({ key: config.UNSPLASH_ACCESS_KEY }));
  if (config.PEXELS_API_KEY) providers.push(pexelsProvider({ key: config.PEXELS_API_KEY }));
  return providers;
}
