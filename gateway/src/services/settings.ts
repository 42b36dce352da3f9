// The site's contact details (support email, phone numbers, address, social links), shown on the public pages.
import { z } from 'zod';
import type { ServiceContext } from './context.js';
import { badInput } from './errors.js';
import { asRecord } from './validation.js';
import { authorize } from './permissions.js';

export const DEFAULT_SITE_SETTINGS = {
  supportEmail: 'support@learning-centre.example',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  address: 'Office 402, Pune IT Park, Shivajinagar',
  city: 'Pune, Maharashtra',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
};
export type SiteSettingsShape = typeof DEFAULT_SITE_SETTINGS & { updatedAt: Date | null };

const phone = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, `${label} must be a phone number such as 1800-210-2020 or +91 98765 43210`);
const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), `${label} must be an https:// link or empty`);

const SiteSettingsSchema = z.object({
  supportEmail: z.string({ error: 'Support email is required' }).trim().min(1, 'Support email is required').pipe(z.email('Enter a valid support email')),
  tollFreeNumber: phone('Toll-free number'),
  mobileNumber: phone('Mobile number'),
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(300, 'Address must be at most 300 characters'),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(120, 'City must be at most 120 characters'),
  facebookUrl: socialUrl('Facebook link').default(''),
  instagramUrl: socialUrl('Instagram link').default(''),
  linkedinUrl: socialUrl('LinkedIn link').default(''),
  youtubeUrl: socialUrl('YouTube link').default(''),
  twitterUrl: socialUrl('X (Twitter) link').default(''),
});

export async function getSiteSettings(ctx: Pick<ServiceContext, 'prisma'>): Promise<SiteSettingsShape> {
  const row = await ctx.prisma.siteSettings.findUnique({ where: { id: 1 } });
  if (!row) return { ...DEFAULT_SITE_SETTINGS, updatedAt: null };
  const { id: _id, ...settings } = row;
  return settings;
}

export async function updateSiteSettings(ctx: ServiceContext, input: unknown): Promise<SiteSettingsShape> {
  authorize(ctx.viewer, 'settings:write');
  const result = SiteSettingsSchema.safeParse(asRecord(input));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badInput(issue.message, issue.path.join('.'));
  }
  const row = await ctx.prisma.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...result.data }, update: result.data });
  const { id: _id, ...settings } = row;
  return settings;
}
