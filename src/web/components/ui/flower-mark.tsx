/** The shop's forget-me-not mark, drawn in the shell (logo), on the 404 page and on content pages. */

/** Centres of the five petals in the mark's 32 × 32 box; the larger scenes reuse the same flower. */
export const PETALS: ReadonlyArray<readonly [number, number]> = [
  [16, 8.4],
  [23.2, 13.6],
  [20.4, 22.1],
  [11.6, 22.1],
  [8.8, 13.6],
];

export const FLOWER_COLOURS = { blue: "#3b6fb6", blueLight: "#7fa6dc", eye: "#f3c94f" } as const;
const { blue: BLUE, blueLight: BLUE_LIGHT, eye: EYE } = FLOWER_COLOURS;

/** The forget-me-not flower mark: five round blue petals around a white ring and a golden eye. */
export function FlowerMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      {PETALS.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6.3" fill={BLUE} />
      ))}
      {PETALS.map(([cx, cy]) => (
        <circle
          key={`hi-${cx}-${cy}`}
          cx={16 + (cx - 16) * 0.72}
          cy={16 + (cy - 16) * 0.72}
          r="2.6"
          fill={BLUE_LIGHT}
          opacity="0.55"
        />
      ))}
      <circle cx="16" cy="16" r="4.1" fill="#ffffff" />
      <circle cx="16" cy="16" r="2.3" fill={EYE} />
    </svg>
  );
}
