import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter siteUrl="https://campuspath.example" /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('has the three link columns, the copyright year and the legal links', () => {
    const footer = renderFooter();
    for (const title of ['Explore', 'Resources', 'Company'])
      expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} CampusPath`);
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it('links only to pages that exist', () => {
    const footer = renderFooter();
    const existing = ['/', '/explore', '/about', '/features', '/financial-aid', '/contact', '/privacy', '/terms', '/cookies', '/api/docs'];
    const internal = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    for (const href of internal) expect(existing, href).toContain(new URL(href, 'https://x.test').pathname);
  });

  it('shares the site instead of pointing at social accounts that do not exist', () => {
    const footer = renderFooter();
    const share = within(footer).getAllByRole('link', { name: /^Share CampusPath/ });
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
