// The map the georeferencing editor's bench opens: one map of the large dataset with a scan size
// and a coordinate system, given 1,000 ground control points through the app's own call
// (POST /rpc/a_save_georeference, as useSaveGeoreference.ts sends it, with the administrator's
// token from the signed-in page), and the `.points` file of another 1,000 points it imports.
// The points lie on a smoothly bent map (a shrunk sheet, as georefBench.ts's) with up to ±1 px
// of click error.
export const POINT_COUNT = 1000;

/** A deterministic pseudo-random sequence (LCG), so every run stores the same points. */
function sequence(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** `count` points spread over a `width` × `height` scan, numbered from 1 (mappoint's columns). */
export function benchPoints(count, { width, height }, seed) {
  const next = sequence(seed);
  return Array.from({ length: count }, (_, i) => {
    const x = (0.02 + 0.96 * next()) * width;
    const y = (0.02 + 0.96 * next()) * height;
    return {
      nr: i + 1,
      pixelx: Math.round((x + (next() - 0.5) * 2) * 100) / 100,
      pixely: Math.round((y + (next() - 0.5) * 2) * 100) / 100,
      mapx: Math.round((389000 + 1.25 * x + 0.02 * y + 15 * Math.sin(y / 1500)) * 1000) / 1000,
      mapy: Math.round((5820000 - 1.25 * y + 0.01 * x + 10 * Math.cos(x / 2000)) * 1000) / 1000,
      enable: true,
      dx: null,
      dy: null,
      residual: null,
    };
  });
}

/** The data service's bearer token, from the first request the signed-in page sends it. */
export function tokenOf(page, dataPrefix) {
  return new Promise((resolve) => {
    const seen = (request) => {
      const authorization = request.headers().authorization;
      if (request.url().startsWith(dataPrefix) && authorization) {
        page.off('request', seen);
        resolve(authorization);
      }
    };
    page.on('request', seen);
  });
}

async function call(url, authorization, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * The first map of the large dataset with a scan size and an EPSG code, its points replaced by
 * `POINT_COUNT` points and its type set to polynomial2, as the editor's save does.
 */
export async function prepareMap(dataPrefix, authorization) {
  const [karte] = await call(
    `${dataPrefix}karte?select=id,map_name,width,height,epsg&width=gt.0&height=gt.0&epsg=not.is.null&order=id.asc&limit=1`,
    authorization,
  );
  if (!karte) throw new Error('keine Karte mit Scangröße und EPSG im großen Datenbestand');
  const points = benchPoints(POINT_COUNT, karte, 7);
  const started = performance.now();
  // The five arguments the bench needs, by name (the call has a sixth, optional: the mask).
  await call(`${dataPrefix}rpc/a_save_georeference`, authorization, {
    method: 'POST',
    body: JSON.stringify({ karte_id: karte.id, punkte: points, georef_typ: 'polynomial2', res: 300, georef_bash: '' }),
  });
  return { ...karte, points, saveMs: performance.now() - started };
}
