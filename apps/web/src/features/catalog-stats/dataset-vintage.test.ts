import { describe, expect, it } from 'vitest';
import { describeDataset, scorecardRelease } from './dataset-vintage.ts';

describe('dataset vintage', () => {
  it('names the Scorecard release and IPEDS from the version string', () => {
    expect(scorecardRelease('scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1')).toBe('Jan 2025');
    expect(describeDataset('scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1')).toBe('College Scorecard (Jan 2025 release) and IPEDS');
    expect(describeDataset('scorecard-2025-01-16.ipeds-hd2024.adm2022.2bb1ff9a5d')).toBe('College Scorecard (Jan 2025 release) and IPEDS');
  });

  it('says no more than the version supports', () => {
    expect(describeDataset('scorecard-2025-13-01')).toBe('College Scorecard');
    expect(describeDataset('something-else')).toBe('College Scorecard');
  });
});
