import { describe, expect, it } from 'vitest';
import { describeDataset, scorecardYear } from './dataset-vintage.ts';

describe('dataset vintage', () => {
  it('names the Scorecard year file the catalogue reads first, and IPEDS, from the version string', () => {
    const version = 'scorecard-2023-24.scorecard-2025-01-16.ipeds-hd2024.adm2022.2280138a19';
    expect(scorecardYear(version)).toBe('2023-24');
    expect(describeDataset(version)).toBe('College Scorecard 2023-24 year file and IPEDS');
  });

  it('never reads a release date as a year file, and says no more than the version supports', () => {
    expect(scorecardYear('scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1')).toBeNull();
    expect(describeDataset('scorecard-2025-01-16.ipeds-hd2024')).toBe('College Scorecard and IPEDS');
    expect(describeDataset('something-else')).toBe('College Scorecard');
  });
});
