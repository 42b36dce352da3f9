// Types for photos.mjs.
export declare function photoJpeg(seed?: number): Promise<Buffer>;
export declare function photoPng(seed?: number): Promise<Buffer>;
export declare function noisyPng(width: number, height: number, seed?: number): Promise<Buffer>;
