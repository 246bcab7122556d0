import { Link } from "react-router";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className ?? "size-8"}>
      <rect width="32" height="32" rx="7" fill="var(--primary)" />
      <path d="M7 23h18v3H7zM9 14l7-6 7 6v7h-4v-5h-6v5H9z" fill="var(--highlight)" />
    </svg>
  );
}

export function Logo({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`flex items-center gap-2 rounded-md font-bold tracking-tight text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none ${className ?? ""}`}
    >
      <LogoMark />
      <span className="text-xl">Alicerce</span>
    </Link>
  );
}
