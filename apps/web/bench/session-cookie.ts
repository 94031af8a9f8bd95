import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { freePort } from './bench-server.ts';

/**
 * Puts an account's session cookie in the Lighthouse browser's own cookie jar, where a signed-in
 * browser holds it. Lighthouse's `extraHeaders` can send it too, but once a page has stored a
 * cookie of its own (the time zone, the language) Chromium sends the jar's Cookie header instead of
 * the extra one, so every run after the first was signed out and measured the sign-in page it was
 * sent to. A tab opened through the DevTools HTTP endpoint loads this server's answer, which sets
 * the cookie; cookies do not depend on the port, so it counts for the app's origin on 127.0.0.1.
 */
export class SessionCookieSetter {
  private constructor(
    private readonly server: Server,
    private readonly origin: string,
    private readonly waiting: Map<string, () => void>,
  ) {}

  static async start(): Promise<SessionCookieSetter> {
    const port = await freePort();
    const waiting = new Map<string, () => void>();
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const cookie = url.searchParams.get('cookie');
      const nonce = url.searchParams.get('nonce') ?? '';
      // The tab also asks for /favicon.ico, which sets nothing.
      if (cookie) response.setHeader('set-cookie', `${cookie}; Path=/; HttpOnly; SameSite=Lax`);
      response.on('finish', () => waiting.get(nonce)?.());
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return new SessionCookieSetter(server, `http://127.0.0.1:${port}`, waiting);
  }

  /** Sets `cookie` ("name=value") in the browser whose DevTools listen on `devtoolsPort`. */
  async set(devtoolsPort: number, cookie: string): Promise<void> {
    const nonce = randomUUID();
    const served = new Promise<void>((resolve) => this.waiting.set(nonce, resolve));
    const url = `${this.origin}/?${new URLSearchParams({ cookie, nonce })}`;
    // The endpoint decodes its query once and would cut the tab's URL at its first "&" otherwise.
    const opened = await fetch(`http://127.0.0.1:${devtoolsPort}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' });
    if (!opened.ok) throw new Error(`DevTools would not open a tab: HTTP ${opened.status}`);
    const { id } = (await opened.json()) as { id: string };
    await served;
    this.waiting.delete(nonce);
    await fetch(`http://127.0.0.1:${devtoolsPort}/json/close/${id}`);
  }

  close(): void {
    this.server.close();
  }
}
