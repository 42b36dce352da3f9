-- AlterTable
ALTER TABLE "JobPost" ADD COLUMN     "salaryYearlyMax" INTEGER;

-- CreateIndex
CREATE INDEX "JobPost_salaryYearlyMax_idx" ON "JobPost"("salaryYearlyMax");

-- CreateFunction: places are grouped by city (issue 26): a location's city is its last comma-separated part that is
-- not a state or the country ("Pune, Maharashtra", "Hinjewadi, Pune" and "Baner, Pune, MH" are all Pune), as first
-- written with its spacing tidied, and a location of only a region is itself. Delhi, Chandigarh and Puducherry are
-- cities and union territories at once, so they are never read as regions.
CREATE OR REPLACE FUNCTION "job_location_city"(location text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS 'SELECT coalesce(
  (SELECT t.p FROM unnest(string_to_array(location, '','')) WITH ORDINALITY AS u(part, n),
     LATERAL (SELECT btrim(regexp_replace(u.part, ''[[:space:]]+'', '' '', ''g'')) AS p) AS t
   WHERE t.p <> '''' AND lower(t.p) <> ALL (ARRAY[''india'', ''andhra pradesh'', ''arunachal pradesh'', ''assam'', ''bihar'', ''chhattisgarh'', ''goa'', ''gujarat'', ''haryana'', ''himachal pradesh'', ''jharkhand'', ''karnataka'', ''kerala'', ''madhya pradesh'', ''maharashtra'', ''manipur'', ''meghalaya'', ''mizoram'', ''nagaland'', ''odisha'', ''orissa'', ''punjab'', ''rajasthan'', ''sikkim'', ''tamil nadu'', ''telangana'', ''tripura'', ''uttar pradesh'', ''uttarakhand'', ''west bengal'', ''jammu and kashmir'', ''ladakh'', ''lakshadweep'', ''andaman and nicobar islands'', ''dadra and nagar haveli and daman and diu'', ''ap'', ''gj'', ''hr'', ''ka'', ''kl'', ''mh'', ''mp'', ''rj'', ''tn'', ''ts'', ''up'', ''wb''])
   ORDER BY u.n DESC LIMIT 1),
  btrim(regexp_replace(location, ''[[:space:]]+'', '' '', ''g'')))';

-- CreateFunction: how the location filter compares places (the trigger below and the list query both use it).
CREATE OR REPLACE FUNCTION "job_location_key"(location text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS 'SELECT lower("job_location_city"(location))';

-- CreateFunction: the derived columns (see 20261124100000_job_search). Salaries are now stored as the one parser
-- writes them (gateway/src/services/salary.ts): "₹6.5 LPA", "₹4–6 LPA", "₹6,33,333 / year", "₹35,000 / month",
-- "₹30,000–40,000 / month". salaryYearly and salaryYearlyMax are the lowest and highest yearly pay of that text. A
-- plain amount (rows written before, or by SQL) keeps its old reading: rupees a year from one lakh, else a month.
CREATE OR REPLACE FUNCTION "JobPost_derive"() RETURNS trigger
LANGUAGE plpgsql AS E'
DECLARE
  parts text[]\073
  low numeric\073
  high numeric\073
  factor numeric := 1\073
BEGIN
  NEW."locationKey" := coalesce("job_location_key"(NEW."location"), '''')\073
  NEW."searchVector" :=
    setweight(to_tsvector(''english'', coalesce(NEW."title", '''')), ''A'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."companyname", '''')), ''B'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."location", '''')), ''C'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."content", '''')), ''D'')\073
  NEW."salaryYearly" := NULL\073
  NEW."salaryYearlyMax" := NULL\073
  parts := regexp_match(NEW."salary", ''^₹([0-9]+(?:[.][0-9]+)?)(?:–([0-9]+(?:[.][0-9]+)?))? LPA$'')\073
  IF parts IS NOT NULL THEN
    low := parts[1]::numeric * 100000\073
    high := coalesce(parts[2], parts[1])::numeric * 100000\073
  ELSE
    parts := regexp_match(NEW."salary", ''^₹([0-9][0-9,]*)(?:–([0-9][0-9,]*))? / (year|month)$'')\073
    IF parts IS NOT NULL THEN
      low := replace(parts[1], '','', '''')::numeric\073
      high := replace(coalesce(parts[2], parts[1]), '','', '''')::numeric\073
      IF parts[3] = ''month'' THEN
        factor := 12\073
      END IF\073
    ELSIF NEW."salary" ~* ''^[[:space:]]*(₹|rs[.]?|inr)?[[:space:]]*[0-9][0-9,]*([.][0-9]+)?[[:space:]]*$'' THEN
      low := nullif(regexp_replace(NEW."salary", ''[^0-9.]'', '''', ''g''), '''')::numeric\073
      IF low > 0 AND low < 100000 THEN
        factor := 12\073
      END IF\073
      high := low\073
    END IF\073
  END IF\073
  IF low > 0 AND high >= low AND high * factor < 2000000000 THEN
    NEW."salaryYearly" := round(low * factor)\073
    NEW."salaryYearlyMax" := round(high * factor)\073
  END IF\073
  RETURN NEW\073
END
';

-- Backfill: fire the trigger once for every existing row (its location key and salary columns change).
UPDATE "JobPost" SET "title" = "title";
