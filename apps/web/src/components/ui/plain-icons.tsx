import type { ReactNode } from "react";

/**
 * The two lucide icons /login draws, as plain SVG: lucide's createLucideIcon and each icon's own
 * chunk cost about 1.7 KB gzip of a first load held to 90 KB (decision 056). Same markup as
 * `<Loader2>` and `<ShieldCheck>` with the className given; __tests__/plain-icons.test.tsx renders
 * both and compares them, so a lucide update that redraws an icon fails there.
 */
function PlainIcon({ name, className, children }: { name: string; className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide ${name} ${className}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function PlainLoaderIcon({ className }: { className: string }) {
  return (
    <PlainIcon name="lucide-loader-circle lucide-loader-2" className={className}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </PlainIcon>
  );
}

export function PlainShieldCheckIcon({ className }: { className: string }) {
  return (
    <PlainIcon name="lucide-shield-check" className={className}>
      <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="m9 12 2 2 4-4" />
    </PlainIcon>
  );
}
