import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeOnOutline, type StateOutline } from './campus-locator-geometry.ts';
import { CampusLocator, loadOutlines } from './campus-locator.tsx';
import outlinesJson from './state-outlines.json';
import { WithI18n } from '../../testing/test-i18n.tsx';

const outlines = outlinesJson as unknown as Record<string, StateOutline>;

const inside = (outline: StateOutline, [x, y]: [number, number]) => {
  const [minX, minY, width, height] = outline.viewBox;
  return x >= minX && x <= minX + width && y >= minY && y <= minY + height;
};

describe('campus locator geometry', () => {
  it('has an outline for the 50 states, DC and the territories us-atlas draws', () => {
    expect(Object.keys(outlines)).toHaveLength(56);
    for (const code of ['VT', 'CA', 'AK', 'HI', 'DC', 'PR', 'GU']) expect(outlines[code]?.d).toMatch(/^M\d/);
  });

  it('places real campuses inside their own state frame, and a campus elsewhere outside it', () => {
    // IPEDS coordinates: University of Vermont, University of Alaska Fairbanks, University of Hawaii at Manoa.
    expect(inside(outlines.VT!, placeOnOutline(outlines.VT!, 44.478, -73.197))).toBe(true);
    expect(inside(outlines.AK!, placeOnOutline(outlines.AK!, 64.857, -147.834))).toBe(true);
    expect(inside(outlines.HI!, placeOnOutline(outlines.HI!, 21.3, -157.818))).toBe(true);
    // Los Angeles is not in Vermont's frame.
    expect(inside(outlines.VT!, placeOnOutline(outlines.VT!, 34.05, -118.24))).toBe(false);
  });
});

describe('CampusLocator', () => {
  // The outlines' chunk loads once per page; here before rendering, so React sees it settle.
  beforeAll(async () => {
    await loadOutlines();
  });

  it('names the place and the locale, and marks the campus on the state once the outlines load', () => {
    render(
      <CampusLocator
        school={{ city: 'Burlington', state: 'VT', coordinates: { lat: 44.478, lng: -73.197 }, locale: { code: 13, label: 'City: Small' } }}
      />,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('img', { name: 'Campus location: Burlington, VT (City: Small)' })).toBeInTheDocument();
    expect(screen.getByText('City: Small')).toBeInTheDocument();
    expect(screen.getByTestId('campus-dot')).toBeInTheDocument();
  });

  it('draws no campus without coordinates and no locale when compact', () => {
    render(
      <CampusLocator
        compact
        school={{ city: 'Somewhere', state: 'VT', coordinates: null, locale: { code: 43, label: 'Rural: Remote' } }}
      />,
      {
        wrapper: WithI18n,
      },
    );
    const locator = screen.getByRole('img', { name: 'Campus location: Somewhere, VT (Rural: Remote)' });
    expect(locator.querySelector('path')).not.toBeNull();
    expect(locator.querySelector('[data-testid="campus-dot"]')).toBeNull();
    expect(screen.queryByText('Rural: Remote')).toBeNull();
  });
});
