/**
 * A delivered box's package photo as a thumbnail that opens full size in a new tab: the same on the
 * account's deliveries dialog and the deliveries page.
 */
export function PackagePhotoLink({ url, alt }: { url: string; alt: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="shrink-0 self-start rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget"
    >
      <img
        src={url}
        alt={alt}
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        className="h-18 w-18 rounded-lg border border-line bg-paper object-cover"
      />
      <span className="sr-only"> (opens full size in a new tab)</span>
    </a>
  );
}
