// How long, how many and how large what people send may be: one table for the gateway's rules (validation.ts and the
// services check each write against it) and for the web app's forms (their maxLength, counters and early messages
// import it), so that a form never takes more, or less, than the server keeps. Constants only, no imports: the
// browser bundle reads this file as it is.

const MB = 1024 * 1024;

export const LIMITS = {
  // Job posts
  title: 200,
  shortText: 200,
  salary: 100,
  url: 2048,
  richText: 100_000,
  experienceYears: 40,
  skills: 20,
  skill: 40,
  /** The job search box (`q`), everywhere it is offered. */
  search: 200,
  // Success stories
  slug: 120,
  placementPackage: 40,
  // People (staff, learners, lead forms)
  name: 120,
  email: 254,
  username: 64,
  usernameMin: 3,
  passwordMin: 10,
  passwordMax: 200,
  designation: 120,
  // Site settings
  siteNameMin: 2,
  siteNameMax: 80,
  address: 300,
  city: 120,
  socialUrl: 300,
  headlineFigure: 24,
  // Leads
  leadNote: 5000,
  followUpNote: 1000,
  followUpOutcome: 5000,
  leadStaffNotes: 5000,
  utm: 200,
  sourcePage: 200,
  sourceButton: 100,
  duplicateWindowDaysMin: 1,
  duplicateWindowDaysMax: 365,
  // Applications
  applicationNote: 1000,
  moveNote: 1000,
  staffNotes: 5000,
  // Comments on stories
  commentBody: 1000,
  commentName: 80,
  // Job alerts (their keywords are the jobs page's search box: `search`)
  alertLocation: 100,
  // Files
  imageBytes: 5 * MB,
  cvBytes: 5 * MB,
} as const;

export const IMAGE_TOO_LARGE = `Images must be at most ${LIMITS.imageBytes / MB} MB`;
export const CV_TOO_LARGE = `A CV must be at most ${LIMITS.cvBytes / MB} MB`;
/**
 * The one message for a number that is not an Indian mobile (learners' forms, lead forms, the application form posted
 * without JavaScript): it names the rule, so "+91 12345 67890", which has 10 digits, is not left wondering.
 */
export const PHONE_INVALID = 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, e.g. 98765 43210';
/** The hint under a mobile number field. */
export const PHONE_HINT = 'An Indian mobile number: 10 digits starting with 6, 7, 8 or 9';

/**
 * What people put between the digits of a number: spaces (a no-break space too), hyphens and dashes, dots and
 * brackets, anywhere ("982 200 1103", "98-2200-1103", "(982) 200.1103").
 */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;
/** An Indian mobile once the separators are gone: an optional +91, 91 or 0, then 10 digits starting with 6-9. */
const INDIAN_MOBILE_DIGITS = /^(?:\+?91|0)?([6-9]\d{9})$/;

/**
 * The one rule for Indian mobile numbers (leads, learners, applications, and any form checking before it sends): the
 * number as every table stores it, "+91 98220 01103", or null when `typed` is not one.
 */
export function indianMobile(typed: string): string | null {
  const digits = INDIAN_MOBILE_DIGITS.exec(typed.trim().replace(PHONE_SEPARATORS, ''))?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}

/**
 * The image types an upload may be (SPEC "Editor": png, gif, jpeg, bmp, x-icon; and WebP), as the gateway reads them
 * from the file's bytes (file-type's names; never the file's name or declared type). BMP and ICO are stored as PNG.
 */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
/**
 * The same types as a browser may name a chosen file (`File.type`, from the system's list of types): the web app's
 * file inputs offer these (`accept`) and its early check lets them through. Other names for BMP and ICO included.
 */
export const IMAGE_UPLOAD_FILE_TYPES = [...IMAGE_UPLOAD_TYPES, 'image/vnd.microsoft.icon', 'image/x-ms-bmp', 'image/x-bmp'] as const;
export const IMAGE_UPLOAD_REFUSED = 'Only PNG, JPEG, GIF, WebP, BMP and ICO images can be uploaded';
