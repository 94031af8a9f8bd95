import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A web component that read the device's clock or calendar while rendering would write one day on
 * the server and another in a browser across the date line: a hydration error. Lint sends it to
 * lib/render-moment.ts and lib/format-date.ts (eslint.config.js).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function clockReads(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.filter((message) => /render-moment/.test(message.message)).map((message) => message.line);
}

const DEVICE_CLOCK = `import { isToday } from 'date-fns';
export const year = () => new Date().getFullYear();
export const today = (day: Date) => isToday(day);
`;

const RENDER_CLOCK = `import { renderToday, isRenderToday } from '../../lib/format-date.ts';
import { renderNow } from '../../lib/render-moment.ts';
export const year = () => renderToday().getFullYear();
export const today = (day: Date) => isRenderToday(day);
export const deadline = (day: string) => new Date(day).getTime() < renderNow().getTime();
`;

describe("the device's clock in web code", () => {
  beforeAll(() => eslint.calculateConfigForFile(`${ROOT}/eslint.config.js`), 120_000);

  it("refuses new Date() and date-fns's isToday", async () => {
    expect(await clockReads('apps/web/src/features/tasks/components/due.tsx', DEVICE_CLOCK)).toEqual([1, 2]);
  });

  it("lets the render's moment and a date made from a value through", async () => {
    expect(await clockReads('apps/web/src/features/tasks/components/due.tsx', RENDER_CLOCK)).toEqual([]);
  });
});
