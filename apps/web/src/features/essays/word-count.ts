/**
 * What the word counter says: "712 / 650 words — 62 over the limit" when over the
 * maximum, "480 / 650 words" within it and "480 words" without one.
 */
export function describeWordCount(count: number, maxWords: number | null): { text: string; over: number } {
  const n = (value: number) => value.toLocaleString('en-US');
  if (maxWords === null) return { text: `${n(count)} ${count === 1 ? 'word' : 'words'}`, over: 0 };
  const over = Math.max(0, count - maxWords);
  return { text: `${n(count)} / ${n(maxWords)} words${over > 0 ? ` — ${n(over)} over the limit` : ''}`, over };
}
