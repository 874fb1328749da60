import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

interface ImageCarouselProps {
  images: string[];
  /** The box name: alt text and the arrows' labels. */
  name: string;
  /** The first visible image of the page loads eagerly, every other one lazily. */
  priority?: boolean;
  /** Thumbnail buttons under the image (detail page). */
  thumbnails?: boolean;
  className?: string;
}

const arrowClass =
  "absolute top-1/2 z-10 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md transition-colors hover:bg-white hover:text-plum";

/**
 * A box's pictures: the main image first, previous/next arrows and an "n / total" counter when
 * there are more; optional thumbnails. Arrows sit above any stretched card link, so they never navigate.
 */
export function ImageCarousel({ images, name, priority = false, thumbnails = false, className }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <div className={className}>
      <div className="relative overflow-hidden rounded-xl bg-blush">
        {total > 0 ? (
          <img
            key={images[current]}
            src={images[current]}
            alt={total > 1 ? `${name}, image ${current + 1} of ${total}` : name}
            width={800}
            height={600}
            loading={priority && current === 0 ? "eager" : "lazy"}
            // The page's first picture is usually its largest paint: fetch it ahead of other images.
            fetchPriority={priority && current === 0 ? "high" : "auto"}
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-full" role="img" aria-label={`${name}: no image yet`} />
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={`Previous image of ${name}`}
              onClick={() => go(current - 1)}
              className={cn(arrowClass, "left-2")}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={`Next image of ${name}`}
              onClick={() => go(current + 1)}
              className={cn(arrowClass, "right-2")}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute right-2 bottom-2 z-10 rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-medium text-white"
            >
              <span className="sr-only">Image </span>
              {current + 1} / {total}
            </p>
          </>
        )}
      </div>
      {thumbnails && total > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === current}
                onClick={() => setIndex(i)}
                className={cn(
                  "block overflow-hidden rounded-lg border-2 transition-colors",
                  i === current ? "border-plum" : "border-transparent hover:border-line",
                )}
              >
                <img src={src} alt="" width={96} height={72} loading="lazy" className="h-[72px] w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
