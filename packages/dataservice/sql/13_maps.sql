-- Maps, the drainage cadastre and its survey charts (requirements §7; contract rpc/maps.ts).
-- GIS (maps, extents) is for ogf_admin and ogf_expert (requirements §6); the cadastre and survey
-- figures belong to the back office (ogf_admin).

-- Inverse transverse Mercator (Snyder 8-17 to 8-25), as src/seed/projection.ts unproject:
-- a map's easting/northing back to WGS 84 degrees; for Soldner Berlin (EPSG 3068) inverse
-- Cassini–Soldner (Snyder 13-7 to 13-12) from the same footpoint latitude. DHDN (Bessel) and
-- Pulkovo 1942(83) (Krassowski) are taken without their datum shift (about 100 m), enough for
-- the extent a client's maps cover. The systems are those of EPSG_CODES (domainValues.ts).
CREATE OR REPLACE FUNCTION data.unproject(epsg integer, x double precision, y double precision,
                                          OUT lat double precision, OUT lng double precision)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  a double precision;
  f double precision;
  k0 double precision;
  lon0 double precision;
  fe double precision;
  e2 double precision;
  ep2 double precision;
  m double precision;
  mu double precision;
  e1 double precision;
  phi1 double precision;
  s double precision;
  c double precision;
  t double precision;
  c1 double precision;
  t1 double precision;
  n1 double precision;
  r1 double precision;
  d double precision;
  -- Cassini–Soldner: the latitude of origin and the false northing.
  cass boolean := epsg = 3068;
  lat0 double precision := 0;
  fn double precision := 0;
BEGIN
  IF epsg IN (25832, 25833, 4647, 5650) THEN
    a := 6378137; f := 1 / 298.257222101; k0 := 0.9996;
    lon0 := CASE WHEN epsg IN (25832, 4647) THEN 9 ELSE 15 END;
    -- zE-N: the zone stands before the easting.
    fe := 500000 + CASE epsg WHEN 4647 THEN 32000000 WHEN 5650 THEN 33000000 ELSE 0 END;
  ELSIF epsg IN (31466, 31467, 31468, 31469) THEN
    a := 6377397.155; f := 1 / 299.1528128; k0 := 1; lon0 := 6 + 3 * (epsg - 31466); fe := 2500000 + 1000000 * (epsg - 31466);
  ELSIF epsg IN (2398, 2399) THEN
    a := 6378245; f := 1 / 298.3; k0 := 1; lon0 := 12 + 3 * (epsg - 2398); fe := 4500000 + 1000000 * (epsg - 2398);
  ELSIF cass THEN
    a := 6377397.155; f := 1 / 299.1528128; k0 := 1;
    lat0 := radians(52.4186482777778); lon0 := 13.6272036666667; fe := 40000; fn := 10000;
  ELSE
    RAISE invalid_parameter_value USING MESSAGE = format('unknown EPSG code %s', epsg);
  END IF;
  e2 := f * (2 - f);
  ep2 := e2 / (1 - e2);
  -- The meridian arc: from the equator (transverse Mercator), or from the origin's latitude.
  m := (y - fn) / k0 + a * ((1 - e2 / 4 - 3 * e2 * e2 / 64 - 5 * e2 ^ 3 / 256) * lat0
       - (3 * e2 / 8 + 3 * e2 * e2 / 32 + 45 * e2 ^ 3 / 1024) * sin(2 * lat0)
       + (15 * e2 * e2 / 256 + 45 * e2 ^ 3 / 1024) * sin(4 * lat0) - (35 * e2 ^ 3 / 3072) * sin(6 * lat0));
  mu := m / (a * (1 - e2 / 4 - 3 * e2 * e2 / 64 - 5 * e2 ^ 3 / 256));
  e1 := (1 - sqrt(1 - e2)) / (1 + sqrt(1 - e2));
  phi1 := mu + (3 * e1 / 2 - 27 * e1 ^ 3 / 32) * sin(2 * mu) + (21 * e1 * e1 / 16 - 55 * e1 ^ 4 / 32) * sin(4 * mu)
          + (151 * e1 ^ 3 / 96) * sin(6 * mu) + (1097 * e1 ^ 4 / 512) * sin(8 * mu);
  s := sin(phi1);
  c := cos(phi1);
  t := tan(phi1);
  c1 := ep2 * c * c;
  t1 := t * t;
  n1 := a / sqrt(1 - e2 * s * s);
  r1 := a * (1 - e2) / (1 - e2 * s * s) ^ 1.5;
  d := (x - fe) / (n1 * k0);
  IF cass THEN
    lat := degrees(phi1 - (n1 * t / r1) * (d * d / 2 - (1 + 3 * t1) * d ^ 4 / 24));
    lng := lon0 + degrees((d - t1 * d ^ 3 / 3 + (1 + 3 * t1) * t1 * d ^ 5 / 15) / c);
    RETURN;
  END IF;
  lat := degrees(phi1 - (n1 * t / r1) * (d * d / 2 - (5 + 3 * t1 + 10 * c1 - 4 * c1 * c1 - 9 * ep2) * d ^ 4 / 24
          + (61 + 90 * t1 + 298 * c1 + 45 * t1 * t1 - 252 * ep2 - 3 * c1 * c1) * d ^ 6 / 720));
  lng := lon0 + degrees((d - (1 + 2 * t1 + c1) * d ^ 3 / 6
          + (5 - 2 * c1 + 28 * t1 - 3 * c1 * c1 + 8 * ep2 + 24 * t1 * t1) * d ^ 5 / 120) / c);
END
$$;

-- The least number of points a georeferencing type needs (packages/ui georef MIN_CONTROL_POINTS).
CREATE OR REPLACE FUNCTION data.min_control_points(georef_typ text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE georef_typ WHEN 'linear' THEN 2 WHEN 'helmert' THEN 2 WHEN 'polynomial1' THEN 3
    WHEN 'polynomial2' THEN 6 WHEN 'polynomial3' THEN 10 WHEN 'projective' THEN 4 WHEN 'tps' THEN 3 END
$$;

-- The extent of the client's georeferenced maps in WGS 84: one row, none without points.
CREATE OR REPLACE FUNCTION api.a_get_bbox_from_client(client_id text)
RETURNS TABLE (xmin double precision, ymin double precision, xmax double precision, ymax double precision)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_bbox_from_client.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_get_bbox_from_client', 'ogf_admin', 'ogf_expert');
  RETURN QUERY
    SELECT round(min(u.lng)::numeric, 6)::double precision, round(min(u.lat)::numeric, 6)::double precision,
           round(max(u.lng)::numeric, 6)::double precision, round(max(u.lat)::numeric, 6)::double precision
      FROM data.karte k
      JOIN data.mappoint mp ON mp.karte_id = k.id
      CROSS JOIN LATERAL data.unproject(k.epsg, mp.mapx::double precision, mp.mapy::double precision) u
     WHERE k.client_id = wanted AND k.epsg IS NOT NULL
    HAVING count(*) > 0;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_bbox_from_client(text) TO ogf_admin, ogf_expert;

-- vermessen versus vermutet of one object kind for one client (requirements §4): true first.
CREATE OR REPLACE FUNCTION data.survey_overview(kind text, client integer)
RETURNS TABLE (vermessen boolean, summe numeric)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
  SELECT e.vermessen, sum(e.summe) FROM data.einmessung e
   WHERE e.kind = survey_overview.kind AND (client IS NULL OR e.client_id = client)
   GROUP BY e.vermessen ORDER BY e.vermessen DESC
$$;

-- The five survey overviews, requirements §7 names mapped to the stored kinds.
DO $$
DECLARE
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['ausm', 'ausm'], ['schae', 'scha'], ['schlu', 'schl'], ['einl', 'einl'],
                                       ['drae', 'drae']] LOOP
    EXECUTE format($f$
      CREATE OR REPLACE FUNCTION api.a_get_%1$s_overview_vermessen(client_id text)
      RETURNS TABLE (vermessen boolean, summe numeric)
      LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $b$
      DECLARE
        wanted integer := data.id_arg(a_get_%1$s_overview_vermessen.client_id, 'client_id');
      BEGIN
        PERFORM data.require_role('a_get_%1$s_overview_vermessen', 'ogf_admin');
        RETURN QUERY SELECT o.vermessen, o.summe FROM data.survey_overview(%2$L, wanted) o;
      END
      $b$;
      GRANT EXECUTE ON FUNCTION api.a_get_%1$s_overview_vermessen(text) TO ogf_admin;
    $f$, pair[1], pair[2]);
  END LOOP;
END
$$;

-- Drainage length by capture quality (erfq): all clients (requirements §7 lists no payload), or
-- one client with the optional client_id (requirements §3: spec calls are extended only by
-- optional fields), so a client's page shows that client's metres and never every client's.
CREATE OR REPLACE FUNCTION api.a_get_draenage_overview_erfq(client_id text DEFAULT NULL)
RETURNS TABLE (erfq text, round numeric)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted integer := data.id_or_null(a_get_draenage_overview_erfq.client_id);
BEGIN
  PERFORM data.require_role('a_get_draenage_overview_erfq', 'ogf_admin');
  -- Two statements, not `wanted IS NULL OR …`: a client's call then reads draenage_client_idx.
  IF wanted IS NULL THEN
    RETURN QUERY SELECT d.erfq, round(sum(d.laenge)) FROM data.draenage d GROUP BY d.erfq ORDER BY min(d.id);
  ELSE
    RETURN QUERY SELECT d.erfq, round(sum(d.laenge)) FROM data.draenage d
                  WHERE d.client_id = wanted GROUP BY d.erfq ORDER BY min(d.id);
  END IF;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_draenage_overview_erfq(text) TO ogf_admin;

-- Ours (requirements §7 "Procedures of ours"): one client's drainage length by cross-section
-- (qdt). The spec's only source is the view /drae_laenge_qdt_nach_aop over every client; a
-- client's page needs the client's own metres. Labels in the order they first occur, as the view.
CREATE OR REPLACE FUNCTION api.a_get_draenage_overview_qdt(client_id text)
RETURNS TABLE (qdt text, round numeric)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
DECLARE
  wanted integer := data.id_arg(a_get_draenage_overview_qdt.client_id, 'client_id');
BEGIN
  PERFORM data.require_role('a_get_draenage_overview_qdt', 'ogf_admin');
  RETURN QUERY SELECT d.qdt, round(sum(d.laenge)) FROM data.draenage d
                WHERE d.client_id = wanted
                GROUP BY d.qdt ORDER BY min(d.id);
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_draenage_overview_qdt(text) TO ogf_admin;

CREATE OR REPLACE FUNCTION api.a_get_acronyms() RETURNS TABLE (kuerzel text, bedeutung text)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = data, pg_temp AS $$
BEGIN
  PERFORM data.require_role('a_get_acronyms', 'ogf_admin', 'ogf_expert');
  RETURN QUERY SELECT a.kuerzel, a.bedeutung FROM data.acronyms a ORDER BY a.kuerzel;
END
$$;
GRANT EXECUTE ON FUNCTION api.a_get_acronyms() TO ogf_admin, ogf_expert;
