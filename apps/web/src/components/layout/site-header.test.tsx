import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeaderUser } from './nav-items.ts';
import { WithI18n } from '../../testing/test-i18n.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader(user?: HeaderUser | null, initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader user={user} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/explore', element: <p>Explore page</p> },
          { path: '*', element: <p>Other page</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />, { wrapper: WithI18n });
  return router;
}

const menuButton = () => screen.getByRole('button', { name: /menu/i });

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SiteHeader', () => {
  it('shows the logo, Explore, Compare and Sign In while signed out', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'CampusPath' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Explore', 'Compare']);
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it("adds the student's own pages to the navigation once signed in (a lazy chunk), and has no second phone menu", async () => {
    renderHeader({ name: 'Ada' });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Timeline' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Explore', 'Compare', 'My Dashboard', 'Applications', 'Recommendations', 'Timeline']);
    // The name's menu is the phone menu then (user-menu.tsx).
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it("offers a parent and a counselor their own pages, never a student's", async () => {
    renderHeader({ name: 'Rosa', role: 'parent' });
    let nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'My Students' });
    expect(within(nav).queryByRole('link', { name: 'My Dashboard' })).toBeNull();
    cleanup();
    renderHeader({ name: 'Ms. Rivera', role: 'counselor' });
    nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Caseload' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Explore', 'Compare', 'Caseload', 'Class deadlines', 'My High School', 'Admission History', 'Deadlines']);
  });

  it('Sign In comes back to the page the visitor was on', () => {
    renderHeader(null, '/university/x?tab=costs');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/university/x?tab=costs')}`,
    );
  });

  it("shows the signed-in student's name, or 'User' when there is none", async () => {
    renderHeader({ name: 'Ada' });
    expect(await screen.findByRole('button', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("falls back to 'User' for a signed-in student without a name", async () => {
    renderHeader({ name: null });
    expect(await screen.findByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it('marks the current page in the navigation', () => {
    renderHeader(null, '/explore');
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Compare' })).not.toHaveAttribute('aria-current');
  });

  it('turns solid once the page has scrolled more than 10 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('bg-white');
  });

  it('opens the small-screen menu and closes it on every route change', async () => {
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    fireEvent.click(within(panel).getByRole('link', { name: 'Explore' }));
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the menu on Escape and gives focus back to the menu button', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the menu on a click outside the header', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByText('Home page'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
