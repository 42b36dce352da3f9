// A company's logo, or a tile with the company's initials when there is no logo or it fails to load. The tile for a
// failed logo is drawn by CSS as well (img.company-logo::after in styles.css, from data-initials), so that the
// server's HTML never shows a broken image, before hydration or without JavaScript (issue 26).
import { useEffect, useState } from 'react';

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

interface CompanyLogoProps {
  src: string;
  name: string;
  size?: number;
  /** Logos above the fold load at once; the rest wait until they come near the screen. */
  eager?: boolean;
  className?: string;
}

export function CompanyLogo({ src, name, size = 56, eager = false, className }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const classes = `company-logo${className ? ` ${className}` : ''}`;
  if (failed || !src.trim()) {
    return (
      <span className={`${classes} company-logo--placeholder`} style={{ width: size, height: size }} role="img" aria-label={`${name} logo`} data-logo-placeholder="">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={`${name} logo`}
      data-initials={initials(name)}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
