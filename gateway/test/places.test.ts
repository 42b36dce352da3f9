// One rule for a location's city (services/places.ts, which the web app's JobPosting data uses) and the SQL function
// job_location_city (the location filter and jobLocations): the same city for every location of a corpus, read by the
// test database itself, and the same list of words that are not cities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { INDIAN_STATES, NOT_A_CITY, placeOf } from '../src/services/places.js';
import { openTestDatabase } from './helpers/app.js';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const corpus: string[] = [
  'Pune',
  'Pune, Maharashtra',
  'Hinjewadi, Pune',
  'Hinjewadi, Pune, Maharashtra',
  'Baner, Pune, MH',
  'Baner, Pune, MH, India',
  'Pune, India',
  'pune , maharashtra',
  '  Navi   Mumbai ,  Maharashtra  ',
  'Navi\tMumbai,\nMaharashtra',
  'Bengaluru, KA',
  'Bengaluru, Karnataka, India',
  'Whitefield, Bengaluru',
  'Hyderabad, Telangana',
  'Hyderabad, TS',
  'Gurugram, Haryana',
  'Noida, UP',
  'Kolkata, WB',
  'Chennai, TN',
  'Bhubaneswar, Orissa',
  'Bhubaneswar, Odisha',
  'Panaji, Goa',
  'Goa',
  'Maharashtra',
  'Karnataka, India',
  'India',
  'MH',
  'Delhi',
  'New Delhi, Delhi',
  'Chandigarh',
  'Chandigarh, Punjab',
  'Puducherry',
  'Leh, Ladakh',
  'Srinagar, Jammu and Kashmir',
  'Port Blair, Andaman and Nicobar Islands',
  'Silvassa, Dadra and Nagar Haveli and Daman and Diu',
  'Remote (India)',
  'Remote',
  'Pune / Remote',
  'Hybrid - Pune, Maharashtra',
  'Pune,',
  ',Pune',
  'Pune,,Maharashtra',
  ', ,',
  ',',
  '',
  '   ',
  'Mumbai, MAHARASHTRA',
  'Mumbai, Maha rashtra',
  'Mumbai, Tamil  Nadu',
  'Mumbai, maharashtra state',
  'Kochi, Kerala, KL',
  'Thane, Mumbai, Maharashtra, India',
  'Upper Pune',
  'São Paulo, Brazil',
  'Zürich',
  'Pune\u00a0, Maharashtra',
  // Every word that is not a city, after a city and alone, in its letter case and in capitals.
  ...NOT_A_CITY.flatMap((word) => [`Nashik, ${word}`, word, word.toUpperCase(), `Nashik, ${word.toUpperCase()}, India`]),
];

describe('placeOf and job_location_city', () => {
  it('give the same city for every location of the corpus', async () => {
    const rows = await db.prisma.$queryRawUnsafe<{ location: string; city: string }[]>(
      `SELECT l AS "location", "job_location_city"(l) AS "city" FROM unnest($1::text[]) AS l`,
      corpus,
    );
    expect(rows).toHaveLength(corpus.length);
    const sql = rows.map((r) => ({ location: r.location, city: r.city }));
    const ts = corpus.map((location) => ({ location, city: placeOf(location).city }));
    expect(ts).toEqual(sql);
  });

  it('list the same words as not cities (the states, their short forms and the country)', async () => {
    const [row] = await db.prisma.$queryRawUnsafe<{ def: string }[]>(`SELECT pg_get_functiondef('"job_location_city"(text)'::regprocedure) AS "def"`);
    const array = /ARRAY\[([^\]]*)\]/.exec(row?.def ?? '')?.[1];
    expect(array).toBeDefined();
    const words = [...array!.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'")).sort();
    expect([...NOT_A_CITY].sort()).toEqual(words);
  });
});

describe('placeOf', () => {
  it('names the state a location gives after its city, in full', () => {
    expect(placeOf('Hinjewadi, Pune')).toEqual({ city: 'Pune', hasCity: true });
    expect(placeOf('Pune')).toEqual({ city: 'Pune', hasCity: true });
    expect(placeOf('Pune, Maharashtra')).toEqual({ city: 'Pune', state: 'Maharashtra', hasCity: true });
    expect(placeOf('Baner, Pune, MH, India')).toEqual({ city: 'Pune', state: 'Maharashtra', hasCity: true });
    expect(placeOf('Bhubaneswar, orissa')).toEqual({ city: 'Bhubaneswar', state: 'Odisha', hasCity: true });
    expect(placeOf('Pune, India')).toEqual({ city: 'Pune', hasCity: true });
    // Delhi, Chandigarh and Puducherry are always cities.
    expect(placeOf('New Delhi, Delhi')).toEqual({ city: 'Delhi', hasCity: true });
    expect(placeOf('Chandigarh, Punjab')).toEqual({ city: 'Chandigarh', state: 'Punjab', hasCity: true });
  });

  it('keeps a location that names no city whole, with its state', () => {
    expect(placeOf('Maharashtra')).toEqual({ city: 'Maharashtra', state: 'Maharashtra', hasCity: false });
    expect(placeOf('Karnataka, India')).toEqual({ city: 'Karnataka, India', state: 'Karnataka', hasCity: false });
    expect(placeOf('India')).toEqual({ city: 'India', hasCity: false });
  });

  it('lists each state once', () => {
    const names = INDIAN_STATES.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(NOT_A_CITY).size).toBe(NOT_A_CITY.length);
  });
});
