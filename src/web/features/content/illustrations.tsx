import { FLOWER_COLOURS, PETALS } from "../../components/ui/flower-mark";

/**
 * The shop's own decorative scenes (the forget-me-not mark itself is components/ui/flower-mark.tsx).
 * All are decorative (aria-hidden); the text next to them carries the meaning.
 */

const { blue: BLUE, eye: EYE } = FLOWER_COLOURS;

/** A small flower drawn inside a larger scene (same shape as the mark). */
function Bloom({ x, y, size, rotate = 0 }: { x: number; y: number; size: number; rotate?: number }) {
  const scale = size / 32;
  return (
    <g
      transform={`translate(${x - size / 2} ${y - size / 2}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale})`}
    >
      {PETALS.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6.3" fill={BLUE} />
      ))}
      <circle cx="16" cy="16" r="4.1" fill="#ffffff" />
      <circle cx="16" cy="16" r="2.3" fill={EYE} />
    </g>
  );
}

/** Hero scene: a ribboned gift box with a sprig of forget-me-nots and a little gift tag. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 340" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="200" cy="190" rx="185" ry="140" fill="#f6e3e6" />
      <ellipse cx="200" cy="300" rx="130" ry="14" fill="#e7dcd6" />

      {/* stems behind the box */}
      <g fill="none" stroke="#3f6b4a" strokeWidth="4" strokeLinecap="round">
        <path d="M150 170 C140 130 120 105 96 84" />
        <path d="M160 168 C162 120 158 86 150 54" />
        <path d="M172 170 C190 130 205 110 222 92" />
        <path d="M142 160 C120 150 104 150 86 138" />
      </g>
      <g fill="#3f6b4a">
        <path d="M126 118 c-16 -4 -26 4 -30 14 c14 4 26 -2 30 -14z" />
        <path d="M160 104 c12 -10 24 -8 30 0 c-10 10 -22 10 -30 0z" />
        <path d="M190 128 c6 -14 18 -18 28 -14 c-4 14 -16 18 -28 14z" />
      </g>
      <Bloom x={96} y={82} size={34} rotate={10} />
      <Bloom x={150} y={52} size={40} rotate={-8} />
      <Bloom x={224} y={90} size={32} rotate={20} />
      <Bloom x={84} y={136} size={26} rotate={-20} />
      <Bloom x={122} y={66} size={18} rotate={30} />
      <Bloom x={190} y={66} size={20} rotate={5} />

      {/* the box */}
      <rect x="110" y="168" width="180" height="128" rx="10" fill="#6b2d5c" />
      <rect x="98" y="146" width="204" height="36" rx="9" fill="#52203f" />
      <rect x="190" y="146" width="22" height="150" fill="#f6e3e6" />
      <path
        d="M201 146 C170 110 150 124 160 140 C166 150 186 150 201 146 Z"
        fill="#f6e3e6"
        stroke="#e7b9c3"
        strokeWidth="2"
      />
      <path
        d="M201 146 C232 110 252 124 242 140 C236 150 216 150 201 146 Z"
        fill="#f6e3e6"
        stroke="#e7b9c3"
        strokeWidth="2"
      />
      <circle cx="201" cy="146" r="8" fill="#e7b9c3" />

      {/* gift tag */}
      <path d="M290 196 C306 200 318 206 326 214" fill="none" stroke="#52203f" strokeWidth="2" />
      <g transform="rotate(14 330 236)">
        <rect x="312" y="212" width="44" height="56" rx="6" fill="#ffffff" stroke="#e7dcd6" strokeWidth="2" />
        <circle cx="334" cy="222" r="3" fill="#e7dcd6" />
        <path d="M334 256 l-10 -10 a6 6 0 0 1 10 -7 a6 6 0 0 1 10 7 z" fill="#b3405f" />
      </g>

      {/* sparkles */}
      <g fill="#3b6fb6" opacity="0.7">
        <circle cx="300" cy="92" r="4" />
        <circle cx="330" cy="130" r="3" />
        <circle cx="60" cy="210" r="3" />
        <circle cx="318" cy="60" r="2.5" />
      </g>
    </svg>
  );
}

/** A short horizontal sprig used as a section divider. */
export function SprigDivider({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 24" className={className} aria-hidden="true" focusable="false">
      <path d="M8 12 H152" stroke="#e7dcd6" strokeWidth="2" />
      <Bloom x={80} y={12} size={22} />
      <Bloom x={60} y={12} size={12} rotate={20} />
      <Bloom x={100} y={12} size={12} rotate={-15} />
    </svg>
  );
}
