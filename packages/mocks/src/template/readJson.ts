/** A template API request's JSON body; undefined when empty or not JSON, which its resolvers treat as no fields. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
