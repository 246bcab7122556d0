/** A decorative skyline rising from a foundation slab: the brand idea, no data in it. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 380"
      role="img"
      aria-label="Ilustração de edifícios sobre um alicerce"
      className="h-auto w-full"
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="oklch(0.95 0.03 255)" />
          <stop offset="1" stopColor="oklch(0.99 0.01 255)" />
        </linearGradient>
        <linearGradient id="tower" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="oklch(0.38 0.09 255)" />
          <stop offset="1" stopColor="oklch(0.28 0.08 255)" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="460" height="330" rx="28" fill="url(#sky)" />
      <circle cx="380" cy="80" r="34" fill="oklch(0.85 0.13 80)" opacity="0.7" />
      <g fill="url(#tower)">
        <rect x="70" y="150" width="80" height="160" rx="6" />
        <rect x="165" y="90" width="96" height="220" rx="6" />
        <rect x="276" y="130" width="72" height="180" rx="6" />
        <rect x="362" y="190" width="56" height="120" rx="6" />
      </g>
      <g fill="oklch(0.85 0.12 80)" opacity="0.9">
        {[0, 1, 2, 3, 4, 5].map((row) =>
          [0, 1, 2].map((col) => (
            <rect key={`a${row}${col}`} x={181 + col * 26} y={110 + row * 30} width="14" height="16" rx="2" />
          )),
        )}
        {[0, 1, 2, 3].map((row) =>
          [0, 1].map((col) => (
            <rect key={`b${row}${col}`} x={86 + col * 32} y={170 + row * 32} width="16" height="16" rx="2" />
          )),
        )}
        {[0, 1, 2, 3, 4].map((row) =>
          [0, 1].map((col) => (
            <rect key={`c${row}${col}`} x={290 + col * 28} y={150 + row * 30} width="14" height="16" rx="2" />
          )),
        )}
      </g>
      <rect x="40" y="310" width="400" height="22" rx="4" fill="oklch(0.8 0.15 75)" />
      <rect x="60" y="332" width="360" height="16" rx="4" fill="oklch(0.7 0.14 70)" />
      <path d="M120 360h240" stroke="oklch(0.6 0.12 65)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
