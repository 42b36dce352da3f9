// Toolbar glyphs (drawn here: the project ships no icon font). Decorative: the buttons carry the names.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const HeadingIcon = ({ level }: { level: 1 | 2 | 3 }) => (
  <Icon>
    <path d="M4 5v14M12 5v14M4 12h8" />
    <text x="15" y="20" fontSize="10" fontWeight="700" fill="currentColor" stroke="none" fontFamily="system-ui, sans-serif">
      {level}
    </text>
  </Icon>
);
export const BoldIcon = () => (
  <Icon>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);
export const ItalicIcon = () => (
  <Icon>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Icon>
);
export const UnderlineIcon = () => (
  <Icon>
    <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
  </Icon>
);
export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </Icon>
);
export const NumberedListIcon = () => (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path d="M4 4h1v4M4 8h2M4 14h2l-2 3h2" strokeWidth="1.5" />
  </Icon>
);
export const BulletedListIcon = () => (
  <Icon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
);
export const IndentIcon = () => (
  <Icon>
    <path d="M11 6h9M11 12h9M11 18h9M4 8l4 4-4 4" />
  </Icon>
);
export const OutdentIcon = () => (
  <Icon>
    <path d="M11 6h9M11 12h9M11 18h9M8 8l-4 4 4 4" />
  </Icon>
);
export const ImageIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="M21 16l-5-5-9 9" />
  </Icon>
);
export const UploadIcon = () => (
  <Icon>
    <path d="M12 16V4M7 9l5-5 5 5M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />
  </Icon>
);
export const ClearFormattingIcon = () => (
  <Icon>
    <path d="M6 5h12M12 5l-3 14M4 20L20 4" />
  </Icon>
);
