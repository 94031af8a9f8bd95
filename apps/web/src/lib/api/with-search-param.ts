/** `search` (a query string) with one parameter set, e.g. a list's `limit` or the `page` an infinite list asks for. */
export function withSearchParam(search: string, name: string, value: number): string {
  const params = new URLSearchParams(search);
  params.set(name, String(value));
  return params.toString();
}
