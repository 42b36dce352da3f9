// Which OpenID providers learners may sign in with: each is configured by its client id and secret (and an issuer URL
// that defaults to the provider's own). Read from the environment once per process.
export type ProviderName = 'google' | 'linkedin';

export interface ProviderConfig {
  name: ProviderName;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const DEFAULT_ISSUERS: Record<ProviderName, string> = { google: 'https://accounts.google.com', linkedin: 'https://www.linkedin.com/oauth' };
const LABELS: Record<ProviderName, string> = { google: 'Google', linkedin: 'LinkedIn' };

export function providerConfig(name: ProviderName, env: NodeJS.ProcessEnv = process.env): ProviderConfig | null {
  const prefix = name.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId || !clientSecret) return null;
  return { name, label: LABELS[name], issuer: env[`${prefix}_ISSUER_URL`]?.trim() || DEFAULT_ISSUERS[name], clientId, clientSecret };
}

export function signInProviders(env: NodeJS.ProcessEnv = process.env): { google: boolean; linkedin: boolean } {
  return { google: !!providerConfig('google', env), linkedin: !!providerConfig('linkedin', env) };
}
