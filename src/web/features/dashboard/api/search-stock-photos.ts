import type { StockPhotoQuery, StockPhotoResult } from "@shared/schemas/stock-photo";
import { mutationOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api";

/**
 * POST /api/stock-photo-queries: image URLs from the shop's own library for a theme, count and shape.
 * (The tool adds its own failure toast, so it builds the mutation from these options.)
 */
export const searchStockPhotosOptions = () =>
  mutationOptions({
    mutationKey: ["stock-photos", "search"],
    mutationFn: (query: StockPhotoQuery) => apiRequest<StockPhotoResult>("POST", "/api/stock-photo-queries", query),
  });
