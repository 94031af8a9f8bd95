import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { localeLabel } from '../../lib/setting-labels.ts';
import { placeOnOutline, type StateOutline } from './campus-locator-geometry.ts';

type Outlines = Record<string, StateOutline>;

// One lazy chunk (about 14 KB gzipped) holds every state's outline, loaded with the first locator
// on a page and then shared by all of them: nothing of it is in the first load of `/`.
let outlines: Outlines | null = null;
let loading: Promise<Outlines> | undefined;
const listeners = new Set<() => void>();
export const loadOutlines = () =>
  (loading ??= import('./state-outlines.json').then((module) => {
    outlines = module.default as unknown as Outlines;
    for (const listener of listeners) listener();
    return outlines;
  }));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadOutlines();
  return () => listeners.delete(listener);
};
const getOutlines = () => outlines;

interface LocatedSchool {
  city: string;
  state: string;
  coordinates: { lat: number; lng: number } | null;
  locale: { code: number; label: string } | null;
}

const TONES = {
  light: { frameClass: 'bg-gradient-to-br from-sky-50 to-indigo-100', fill: '#e0e7ff', stroke: '#818cf8', dot: '#4338ca', halo: '#4338ca' },
  dark: { frameClass: '', fill: 'rgba(255,255,255,0.18)', stroke: 'rgba(255,255,255,0.75)', dot: '#fcd34d', halo: '#fcd34d' },
} as const;

/**
 * The campus locator, in place of a photo the data does not have: the school's state
 * outline with the campus marked from its IPEDS coordinates, and its IPEDS locale ("City: Large")
 * unless `compact`. Drawn from data only; a school without coordinates shows its state alone, one
 * whose state has no outline (the freely associated states) shows the locale alone.
 */
export function CampusLocator({
  school,
  className = '',
  compact = false,
  tone = 'light',
}: {
  school: LocatedSchool;
  className?: string;
  compact?: boolean;
  tone?: keyof typeof TONES;
}) {
  const { t, i18n } = useLingui();
  const setting = school.locale ? localeLabel(i18n, school.locale) : null;
  const place = `${school.city}, ${school.state}${setting ? ` (${setting})` : ''}`;
  const label = t`Campus location: ${place}`;
  return (
    <div
      role="img"
      aria-label={label}
      className={`relative overflow-hidden ${TONES[tone].frameClass} ${className}`}
      data-testid="campus-locator"
    >
      <Outline school={school} tone={tone} />
      {!compact && setting && (
        <span
          className={`absolute bottom-2 left-2 rounded-full px-2 py-0.5 text-xs font-medium ${tone === 'dark' ? 'bg-slate-950/60 text-white' : 'bg-white/90 text-slate-700'}`}
        >
          {setting}
        </span>
      )}
    </div>
  );
}

function Outline({ school, tone }: { school: LocatedSchool; tone: keyof typeof TONES }) {
  const outline = useSyncExternalStore(subscribe, getOutlines, getOutlines)?.[school.state];
  if (!outline) return null;
  const colours = TONES[tone];
  const [x, y, width, height] = outline.viewBox;
  const dot = school.coordinates ? placeOnOutline(outline, school.coordinates.lat, school.coordinates.lng) : null;
  // Dots keep their size whatever the state's: a unit is 1/100 of the frame's larger side.
  const unit = Math.max(width, height) / 100;
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} className="absolute inset-0 m-auto h-[78%] w-[78%]" aria-hidden="true">
      <path d={outline.d} fill={colours.fill} stroke={colours.stroke} strokeWidth={1.2 * unit} strokeLinejoin="round" fillRule="evenodd" />
      {dot && (
        <g data-testid="campus-dot">
          <circle cx={dot[0]} cy={dot[1]} r={7 * unit} fill={colours.halo} opacity={0.25} />
          <circle cx={dot[0]} cy={dot[1]} r={3.5 * unit} fill={colours.dot} stroke="#ffffff" strokeWidth={1.2 * unit} />
        </g>
      )}
    </svg>
  );
}
