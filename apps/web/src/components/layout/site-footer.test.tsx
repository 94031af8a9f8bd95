import { paths } from '../../config/paths.ts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '../../testing/test-i18n.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Renders the footer and waits for its content, which loads lazily as it comes into view. */
async function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter siteUrl="https://campuspath.example" /> }]);
  render(<RouterProvider router={router} />, { wrapper: WithI18n });
  const footer = screen.getByRole('contentinfo');
  // The content is a lazy chunk: on a busy machine its first load takes more than the default second.
  await within(footer).findByRole('link', { name: 'Cookie Policy' }, { timeout: 10_000 });
  return footer;
}

describe('SiteFooter', () => {
  it('has the three link columns, the copyright year and the legal links', async () => {
    const footer = await renderFooter();
    for (const title of ['Explore', 'Resources', 'Company'])
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} CampusPath`);
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it('links only to pages that exist', async () => {
    const footer = await renderFooter();
    // Every page of the app's one map of URLs (the router registers each), and the API docs it names.
    const existing = Object.values(paths).map((page) => page.path);
    const internal = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    for (const href of internal) expect(existing, href).toContain(new URL(href, 'https://x.test').pathname);
  });

  it('shares the site instead of pointing at social accounts that do not exist', async () => {
    const footer = await renderFooter();
    const share = await within(footer).findAllByRole('link', { name: /^Share CampusPath/ });
    expect(share).toHaveLength(4);
    for (const link of share) {
      const href = link.getAttribute('href')!;
      expect(decodeURIComponent(href)).toContain('https://campuspath.example');
      if (href.startsWith('https:')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(href).toMatch(/^mailto:\?subject=/);
      }
    }
  });
});
