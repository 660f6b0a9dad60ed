/** Decorative header icons: hidden from assistive technology, sized by the surrounding text. */
interface IconProps {
  className?: string;
}

const common = {
  "aria-hidden": true,
  focusable: false,
  width: "1.25em",
  height: "1.25em",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg {...common} width="1em" height="1em" className={className}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function ChevronRightIcon({ className }: IconProps) {
  return (
    <svg {...common} width="1em" height="1em" className={className}>
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

export function ChevronLeftIcon({ className }: IconProps) {
  return (
    <svg {...common} width="1em" height="1em" className={className}>
      <path d="M15 6l-6 6 6 6" />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </svg>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="8" r="3.8" />
      <path d="M4.5 20.5c1.2-3.8 4-5.6 7.5-5.6s6.3 1.8 7.5 5.6" />
    </svg>
  );
}

/** The Brim mark: a cap seen from the side. */
export function CapMark({ className }: IconProps) {
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 40 28" width="40" height="28" className={className}>
      <path d="M3 21C3 10.5 9 4.5 16.5 4.5S30 10.5 30 21z" fill="currentColor" />
      <path d="M13 19.5h16.5c5.2 0 9 1.4 9 3.3 0 1.2-1 1.9-2.6 1.9H13z" fill="var(--color-accent)" />
      <circle cx="16.5" cy="4.5" r="1.8" fill="var(--color-accent)" />
    </svg>
  );
}
