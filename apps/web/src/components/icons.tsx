// Small inline icons (decorative: each is hidden from assistive technology; the control around it is named).
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.5 12h12l2-8H6.2" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const ChatIcon = () => (
  <Icon size={28}>
    <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l2-5.4A8.5 8.5 0 1 1 21 11.5z" />
    <path d="M9 10h.01M12 10h.01M15 10h.01" />
  </Icon>
);
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.5 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.6 3.5 4.3 6.7C19.5 16.4 12 21 12 21z" />
  </svg>
);
export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' | 'down' }) => (
  <Icon size={20}>
    <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : direction === 'right' ? 'M9 6l6 6-6 6' : 'M6 9l6 6 6-6'} />
  </Icon>
);
export const ConfettiLogo = () => (
  <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
    <rect x="4" y="12" width="24" height="16" rx="3" fill="#7c3aed" />
    <rect x="2" y="9" width="28" height="6" rx="2" fill="#a855f7" />
    <rect x="14" y="9" width="4" height="19" fill="#fbbf24" />
    <path d="M16 9c-3-5-8-5-8-2s5 2 8 2zm0 0c3-5 8-5 8-2s-5 2-8 2z" fill="#f59e0b" />
    <circle cx="6" cy="4" r="1.5" fill="#ec4899" />
    <circle cx="27" cy="5" r="1.5" fill="#22c55e" />
  </svg>
);
