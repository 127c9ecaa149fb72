import snapshotUrl from 'virtual:waldmonitor/demo-snapshot';

/** The demo database's snapshot as Vite serves it to Storybook and the story tests. */
export async function browserSnapshot(): Promise<Blob> {
  const response = await fetch(snapshotUrl);
  if (!response.ok) throw new Error(`Der Datenbank-Schnappschuss fehlt (${response.status} ${snapshotUrl}).`);
  return response.blob();
}
