-- Up Migration
-- The georeferencing's mask (sql/52_review_georef.sql, a_save_georeference): a polygon drawn on
-- the scan around the map itself, so that the margin and the legend stay out of the editor's
-- preview, the GDAL script's warp and the results. It belongs to the georeferencing as the
-- points and the script do, so it is stored with the map and replaced by the same save.

-- NULL: no mask, the whole scan is the map. Otherwise a JSON array of 3 to 1,000 vertices, each
-- [pixel, line] in the scan's pixel coordinates as GDAL counts them and mappoint.pixelx/pixely
-- store them (origin the top-left corner, y downwards), within the scan (0..width, 0..height).
-- jsonb: the vertices are read as numbers, and a CHECK can test them with jsonpath.
ALTER TABLE data.karte ADD COLUMN georef_maske jsonb;

-- The form of the mask, whoever writes: a_save_georeference refuses a malformed mask first, in
-- German; this is the rule itself. Built-in jsonpath (IMMUTABLE, callable by every role), not a
-- function of ours: a CHECK's function is executed with the privileges of the role writing, and
-- the table's rule must not depend on a grant. 1,000 vertices: far more than a hand-drawn outline
-- needs, few enough that every preview and warp stays quick. In the filters a wrong type makes a
-- comparison unknown, never an error; the type tests before it decide such a vertex.
ALTER TABLE data.karte ADD CONSTRAINT karte_georef_maske_form CHECK (
  georef_maske IS NULL
  OR (jsonb_typeof(georef_maske) = 'array'
      AND jsonb_array_length(georef_maske) BETWEEN 3 AND 1000
      AND NOT jsonb_path_exists(
        georef_maske,
        'strict $[*] ? (@.type() != "array" || @.size() != 2
                        || exists (@[*] ? (@.type() != "number"))
                        || @[0] < 0 || @[0] > $w || @[1] < 0 || @[1] > $h)',
        jsonb_build_object('w', width, 'h', height)))
);
