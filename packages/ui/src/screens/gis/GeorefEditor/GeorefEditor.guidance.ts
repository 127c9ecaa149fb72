/**
 * What GeorefEditor's docs page says first, in German (.storybook/docs/Guidance.tsx): kept beside the
 * stories, which it would otherwise push past 400 lines.
 */
export const leitfaden = {
  zweck:
    'Editor zum Georeferenzieren eines Scans: Passpunkte als Paare auf Scan und Weltkarte setzen oder eintippen, den Transformationstyp wählen, Residuen und RMSE prüfen, Punkte als QGIS-Datei austauschen und speichern. Er ist der Hauptteil der Kartenseite im GIS.',
  rollen: ['Experte', 'Administrator'],
  spezifikation:
    'requirements §2 (Georeferenzierungs-Editor), §4 (georef_typ), §7 (GET /mappoint, a_save_georeference), GeorefEditor.tsx',
  tun: [
    'Die Mindestpunktzahl je Typ nennen und das Speichern erst mit gültiger Transformation freigeben; der Grund steht an der Schaltfläche.',
    'Koordinaten im EPSG der Karte eintippen lassen und Eingaben außerhalb des Scans am Feld mit deutscher Meldung ablehnen.',
    'Rückgängig und Wiederholen (Strg+Z, Strg+Y) für jede Punktänderung erhalten.',
  ],
  lassen: [
    'Ungespeicherte Punkte nicht verwerfen: Sie bleiben als lokaler Entwurf, und vor dem Verlassen wird gefragt.',
    'Residuen nicht erst nach dem Loslassen berechnen: Sie folgen beim Ziehen jeder Bewegung des Zeigers.',
    'Ausreißer und Maßstabshinweis nicht zur Sperre machen: Sie warnen, verhindern aber nichts.',
  ],
};
