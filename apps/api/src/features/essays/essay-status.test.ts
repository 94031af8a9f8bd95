import { describe, expect, it } from 'vitest';
import { essayResponseSchema } from '@campuspath/contract/essays';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { essayRequests } from '../../test/essay-requests.ts';

// An essay stayed "Not Started" however much of it was written and saved.
const ctx = useTestApp();
const { createEssay, patchEssay } = essayRequests(ctx);

describe('an essay’s status follows its first saved text', () => {
  it('moves from Not Started to Drafting with the first saved text, and never overrides a status the student chose', async () => {
    const student = await signUp(ctx.app);
    const essay = await createEssay(student);
    expect(essay.status).toBe('not-started');

    // Whitespace is not text yet.
    const blank = await patchEssay(student, essay.id, { body: '   \n', version: essay.version });
    expect(essayResponseSchema.parse(blank.json()).essay.status).toBe('not-started');

    const first = essayResponseSchema.parse((await patchEssay(student, essay.id, { body: 'When I was ten,', version: 2 })).json()).essay;
    expect(first.status).toBe('drafting');

    // A status the student sets stays, text or not.
    const review = essayResponseSchema.parse(
      (await patchEssay(student, essay.id, { status: 'review', version: first.version })).json(),
    ).essay;
    const more = essayResponseSchema.parse(
      (await patchEssay(student, essay.id, { body: 'When I was ten, I built a radio.', version: review.version })).json(),
    ).essay;
    expect(more.status).toBe('review');
    const chosen = essayResponseSchema.parse(
      (await patchEssay(student, essay.id, { body: 'Rewritten.', status: 'not-started', version: more.version })).json(),
    ).essay;
    expect(chosen.status).toBe('not-started');

    // An essay created with text starts as Drafting.
    expect((await createEssay(student, { body: 'A first paragraph.' })).status).toBe('drafting');
  });
});
