import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../test/test-app.ts';
import { wordsAndYears } from './words-and-years.ts';

describe('the "Words and years" section of the change report', () => {
  const section = wordsAndYears(testCatalog().schools);

  it('keeps the dated page crawl, saying the build does not recompute it', () => {
    expect(section).toContain('## Words and years');
    expect(section).toMatch(/by a crawl on \d{4}-\d{2}-\d{2}/);
    expect(section).toContain('not recomputed by this build');
    expect(section).toContain('| "N/A" anywhere | 1,825 | 0 |');
  });

  it('recounts from the catalogue what the catalogue decides: three colleges did not report a system', () => {
    expect(section).toContain('| Colleges whose system membership is not reported (F1SYSTYP negative): "Not reported" | 3 |');
    expect(section).toMatch(/\| Private colleges whose tuition is one price \(never "in-state"\) \| [\d,]+ \|/);
  });

  it('names the sample-data changes', () => {
    expect(section).toContain('Counselor demo:');
    expect(section).toContain('Sample admission history:');
  });
});
