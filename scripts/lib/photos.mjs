// Photo-like test images of a chosen size, made the same way every run: seeded noise, softened, so that JPEG and PNG
// compress them about as poorly as a real photo (the images a counsellor uploads from a phone). Used by the upload
// tests (gateway/test) and by `npm run bench:soak`'s upload phase.
import sharp from 'sharp';

/** Seeded pseudo-random bytes (xorshift32): the same seed gives the same image. */
function noise(length, seed) {
  const out = Buffer.allocUnsafe(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** A 3000 × 2000 JPEG of about 5.0 MB (quality 91): the largest photo the 5 MB limit lets through. */
export function photoJpeg(seed = 1) {
  return sharp(noise(3000 * 2000 * 3, seed), { raw: { width: 3000, height: 2000, channels: 3 } }).blur(0.55).jpeg({ quality: 91 }).toBuffer();
}

/** A 1750 × 1200 PNG of about 4.9 MB. */
export function photoPng(seed = 2) {
  return sharp(noise(1750 * 1200 * 3, seed), { raw: { width: 1750, height: 1200, channels: 3 } }).blur(1.2).png().toBuffer();
}

/** A small noisy PNG of `width` × `height` (a few hundred kB at 300 × 300). */
export function noisyPng(width, height, seed = 3) {
  return sharp(noise(width * height * 3, seed), { raw: { width, height, channels: 3 } }).png().toBuffer();
}
