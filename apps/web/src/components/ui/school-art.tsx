/**
 * Decorative generated art for a school without a photo (the data has none, and we never use
 * stock photos): a gradient picked from the school's id with its initials. Hidden from screen
 * readers and clearly not a picture of the campus.
 */
const GRADIENTS = [
  ['#4f46e5', '#7c3aed'],
  ['#0891b2', '#2563eb'],
  ['#059669', '#0d9488'],
  ['#d97706', '#dc2626'],
  ['#db2777', '#9333ea'],
  ['#475569', '#1e293b'],
  ['#65a30d', '#15803d'],
  ['#0284c7', '#4338ca'],
] as const;

const SKIP = new Set(['of', 'the', 'and', 'at', 'in', 'for', '&', '-']);

export function schoolInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word && !SKIP.has(word.toLowerCase()));
  return words
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Decorative art for a school without a photo. `compact` sizes the initials for small thumbnails. */
export function SchoolArt({
  id,
  name,
  className = '',
  compact = false,
}: {
  id: number;
  name: string;
  className?: string;
  compact?: boolean;
}) {
  const [from, to] = GRADIENTS[id % GRADIENTS.length]!;
  return (
    <div
      aria-hidden="true"
      className={`relative flex items-center justify-center overflow-hidden ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <svg className="absolute inset-0 h-full w-full opacity-20" preserveAspectRatio="none" viewBox="0 0 100 100">
        <circle cx={(id % 70) + 15} cy="20" r="35" fill="white" />
        <circle cx={85 - (id % 50)} cy="95" r="30" fill="white" />
      </svg>
      <span className={`relative font-bold text-white/90 drop-shadow ${compact ? 'text-sm' : 'text-3xl tracking-wider'}`}>
        {schoolInitials(name)}
      </span>
    </div>
  );
}
