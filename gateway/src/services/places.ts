// Places: which city a job's location names, and which Indian state if it names one. One rule for the server's city
// grouping (the SQL function job_location_city in prisma/migrations/*_salary_ranges_and_cities, which the location
// filter and jobLocations use; gateway/test/places.test.ts checks that both agree) and for the web app (the job page's
// JobPosting address). Constants and pure functions only, no imports: the browser bundle reads this file as it is.

/**
 * The Indian states and the union territories read as regions, each with the short forms people type (lower case).
 * Delhi, Chandigarh and Puducherry are union territories too but are always read as cities, so they are not here.
 */
export const INDIAN_STATES: readonly { name: string; aliases: readonly string[] }[] = [
  { name: 'Andhra Pradesh', aliases: ['ap'] },
  { name: 'Arunachal Pradesh', aliases: [] },
  { name: 'Assam', aliases: [] },
  { name: 'Bihar', aliases: [] },
  { name: 'Chhattisgarh', aliases: [] },
  { name: 'Goa', aliases: [] },
  { name: 'Gujarat', aliases: ['gj'] },
  { name: 'Haryana', aliases: ['hr'] },
  { name: 'Himachal Pradesh', aliases: [] },
  { name: 'Jharkhand', aliases: [] },
  { name: 'Karnataka', aliases: ['ka'] },
  { name: 'Kerala', aliases: ['kl'] },
  { name: 'Madhya Pradesh', aliases: ['mp'] },
  { name: 'Maharashtra', aliases: ['mh'] },
  { name: 'Manipur', aliases: [] },
  { name: 'Meghalaya', aliases: [] },
  { name: 'Mizoram', aliases: [] },
  { name: 'Nagaland', aliases: [] },
  { name: 'Odisha', aliases: ['orissa'] },
  { name: 'Punjab', aliases: [] },
  { name: 'Rajasthan', aliases: ['rj'] },
  { name: 'Sikkim', aliases: [] },
  { name: 'Tamil Nadu', aliases: ['tn'] },
  { name: 'Telangana', aliases: ['ts'] },
  { name: 'Tripura', aliases: [] },
  { name: 'Uttar Pradesh', aliases: ['up'] },
  { name: 'Uttarakhand', aliases: [] },
  { name: 'West Bengal', aliases: ['wb'] },
  { name: 'Jammu and Kashmir', aliases: [] },
  { name: 'Ladakh', aliases: [] },
  { name: 'Lakshadweep', aliases: [] },
  { name: 'Andaman and Nicobar Islands', aliases: [] },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', aliases: [] },
];

/** Names of the country that a location's last part may be ("Pune, India"): neither a city nor a state. */
export const COUNTRY_NAMES: readonly string[] = ['india'];

const stateByWord = new Map<string, string>(INDIAN_STATES.flatMap((s) => [s.name.toLowerCase(), ...s.aliases].map((word) => [word, s.name] as const)));
const countryWords = new Set(COUNTRY_NAMES);

/**
 * Every lower-case word that is not a city (the states, their short forms and the country), as the SQL function
 * job_location_city lists them.
 */
export const NOT_A_CITY: readonly string[] = [...stateByWord.keys(), ...COUNTRY_NAMES];

/** Runs of the white space PostgreSQL's [[:space:]] matches become one space, and the ends are trimmed (as btrim). */
function tidy(text: string): string {
  return text.replace(/[ \t\n\v\f\r]+/g, ' ').replace(/^ +| +$/g, '');
}

/** Lower case of the letters A–Z only (what the SQL's lower() changes in any locale; the words compared are ASCII). */
function key(part: string): string {
  return tidy(part).replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The full name of the state a part names ("MH", "maharashtra" → Maharashtra), or undefined. */
export function stateNamed(part: string): string | undefined {
  return stateByWord.get(key(part));
}

/** Whether a part names no city: empty, a state or the country. */
function notACity(part: string): boolean {
  const word = key(part);
  return word === '' || stateByWord.has(word) || countryWords.has(word);
}

/**
 * A location's city: its last comma-separated part that is not an Indian state or the country ("Pune, Maharashtra",
 * "Hinjewadi, Pune" and "Baner, Pune, MH" are all Pune), or the whole text (spaces tidied) when every part is one; and
 * the state the location names after its city, in full ("Baner, Pune, MH" → Maharashtra), if any. `hasCity` is false
 * when the location names no city at all ("Maharashtra", "Karnataka, India").
 */
export function placeOf(location: string): { city: string; state?: string; hasCity: boolean } {
  const parts = location.split(',').map(tidy);
  let cityIndex = parts.length - 1;
  while (cityIndex >= 0 && notACity(parts[cityIndex]!)) cityIndex--;
  const hasCity = cityIndex >= 0;
  const city = hasCity ? parts[cityIndex]! : tidy(location);
  // The state named nearest after the city (with no city: the last one named).
  const named = parts
    .slice(cityIndex + 1)
    .map(stateNamed)
    .filter((name) => name !== undefined);
  const state = hasCity ? named[0] : named.at(-1);
  return state ? { city, state, hasCity } : { city, hasCity };
}
