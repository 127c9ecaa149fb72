-- Default interest of § 288 BGB (Verzugszinsen) on an amount in default: the base rate
-- (data.basiszinssatz, migrations/0006_base_rate.sql) plus 9 percentage points for a business,
-- plus 5 for a consumer (§ 288 Abs. 1 and 2). Simple interest per calendar day, actual days /
-- 365, on the amount still open in each period; a period ends where the base rate changes
-- (1 January, 1 July) or after a day with a payment. Each period's interest is rounded to the
-- cent. Never interest on interest or fees, and no VAT on it (it is damages, not a supply).
-- The 40 € of § 288 Abs. 5 (businesses only, once per invoice) is not interest and is added
-- where a reminder is written.

-- The base rate of a day; a day before the first known rate is refused in German.
CREATE OR REPLACE FUNCTION data.basiszinssatz_am(tag date) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
  rate numeric;
BEGIN
  SELECT b.satz INTO rate FROM data.basiszinssatz b WHERE b.gilt_ab <= tag ORDER BY b.gilt_ab DESC LIMIT 1;
  IF rate IS NULL THEN
    RAISE EXCEPTION 'Für den % ist kein Basiszinssatz hinterlegt.', data.de_date(tag)
      USING HINT = 'Die Basiszinssätze trägt die Administration mit ihrem Stichtag ein.';
  END IF;
  RETURN rate;
END $$;

-- The periods of default from the day after `in_verzug_seit` (the day the debtor fell into
-- default, e.g. received the reminder) through `stichtag` (the day of the last payment, or the
-- date interest is stated to), with the payments received meanwhile (`zahlungstage` and
-- `zahlungsbetraege` side by side; a payment counts from the day after it). One row per
-- period with something open: its days, the rate and the interest.
CREATE OR REPLACE FUNCTION data.verzugszinsen(
  betrag numeric, in_verzug_seit date, stichtag date, verbraucher boolean,
  zahlungstage date[] DEFAULT '{}', zahlungsbetraege numeric[] DEFAULT '{}')
RETURNS TABLE (von date, bis date, tage integer, zinssatz numeric, offen numeric, zinsen numeric)
LANGUAGE sql STABLE AS $$
  WITH payments AS (
    SELECT z.tag, z.betrag FROM unnest($5, $6) AS z(tag, betrag)
  ), starts AS (
    SELECT $2 + 1 AS tag
    UNION SELECT b.gilt_ab FROM data.basiszinssatz b WHERE b.gilt_ab > $2 + 1 AND b.gilt_ab <= $3
    UNION SELECT p.tag + 1 FROM payments p WHERE p.tag + 1 > $2 + 1 AND p.tag + 1 <= $3
  ), periods AS (
    SELECT s.tag AS von, coalesce(lead(s.tag) OVER (ORDER BY s.tag) - 1, $3) AS bis FROM starts s
  ), priced AS (
    SELECT p.von, p.bis, (p.bis - p.von + 1)::integer AS tage,
           data.basiszinssatz_am(p.von) + CASE WHEN $4 THEN 5 ELSE 9 END AS zinssatz,
           $1 - coalesce((SELECT sum(z.betrag) FROM payments z WHERE z.tag < p.von), 0) AS offen
      FROM periods p
     WHERE p.von <= p.bis
  )
  SELECT q.von, q.bis, q.tage, q.zinssatz, q.offen, round(q.offen * q.zinssatz / 100 * q.tage / 365, 2)
    FROM priced q
   WHERE q.offen > 0
   ORDER BY q.von
$$;
