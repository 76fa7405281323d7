// Inline SVG icons of the layouts (no external images, nothing for the CSP to allow). All are decorative: the control that
// holds one carries the accessible name, so every icon is aria-hidden and not focusable.
import type { ReactNode } from 'react';

function Svg({ children, className, viewBox = '0 0 24 24' }: { children: ReactNode; className?: string; viewBox?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox={viewBox} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The house mark of the favicon (public/favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <Svg className={className} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="7" fill="#0b6fb8" />
      <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#fff" />
    </Svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ChevronDown = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="m6 9 6 6 6-6" />
  </Svg>
);
export const ChevronRight = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="m9 6 6 6-6 6" />
  </Svg>
);
export const ChevronLeft = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="m15 6-6 6 6 6" />
  </Svg>
);
export const ArrowUp = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="M12 19V5m-6 6 6-6 6 6" />
  </Svg>
);
export const Check = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const Globe = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <circle {...stroke} cx="12" cy="12" r="9" />
    <path {...stroke} d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </Svg>
);
export const MenuIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path {...stroke} d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

// Store marks, drawn simply (the official badges are images we may not load).
export const AppleMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path
      fill="currentColor"
      d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
    />
  </Svg>
);
export const GooglePlayMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path fill="#00a0ff" d="M4 2.5 13 12l-9 9.5z" />
    <path fill="#00d46e" d="M4 2.5 16.6 9.8 13 12z" />
    <path fill="#ff3a44" d="M4 21.5 13 12l3.6 2.2z" />
    <path fill="#ffc400" d="M16.6 9.8 20.5 12l-3.9 2.2L13 12z" />
  </Svg>
);
export const AmazonMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path fill="none" stroke="#ff9900" strokeWidth="2" strokeLinecap="round" d="M3.5 15.5c4.8 3.4 12 3.6 16.5.4" />
    <path fill="none" stroke="#ff9900" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M17.2 14.4l3.3 1.1-.6 3.4" />
    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M9 5.5h4.6a2 2 0 0 1 2 2V13m0-3.5H11a2.2 2.2 0 0 0 0 4.4c2.4 0 4.6-1.5 4.6-4.4" />
  </Svg>
);

// Social networks.
export const FacebookMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path fill="currentColor" d="M13.6 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.4v3.3h2.8V22z" />
  </Svg>
);
export const YouTubeMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 3.8v6.4l5.5-3.2z"
    />
  </Svg>
);
export const InstagramMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <rect {...stroke} x="3" y="3" width="18" height="18" rx="5" />
    <circle {...stroke} cx="12" cy="12" r="4" />
    <circle fill="currentColor" cx="17.4" cy="6.6" r="1.2" />
  </Svg>
);
export const XMark = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path fill="currentColor" d="M3.5 3.5h5.2l11.8 17h-5.2z" />
    <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M20 3.5l-6.9 7.8M4 20.5l6.9-7.8" />
  </Svg>
);
