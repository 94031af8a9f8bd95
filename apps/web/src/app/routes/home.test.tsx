import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WithI18n } from '../../testing/test-i18n.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as Home } from './home.tsx';

const health = {
  status: 'ok',
  dataset: { version: 'scorecard-2023-24.scorecard-2025-01-16.ipeds-hd2024.adm2022.2280138a19', schools: 3031 },
  database: 'sqlite',
  uptimeSeconds: 1,
};

function renderHome() {
  const router = createMemoryRouter([
    { path: '/', element: <Home /> },
    { path: '/explore', element: <p>Explore page</p> },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: WithI18n },
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(health), { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const searchBox = () => screen.getByRole('combobox', { name: 'Search colleges' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));

describe('Home', () => {
  it('searches for the trimmed, encoded text', async () => {
    const router = renderHome();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search universities, majors, or programs...');
    fireEvent.change(searchBox(), { target: { value: '  computer science & math ' } });
    submit();
    expect(await screen.findByText('Explore page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/explore');
    expect(router.state.location.search).toBe('?search=computer%20science%20%26%20math');
  });

  it('does nothing for blank or whitespace-only text', () => {
    const router = renderHome();
    submit();
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    submit();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows real catalogue numbers from the API', async () => {
    renderHome();
    expect(await screen.findByText('3,031')).toBeInTheDocument();
    expect(screen.getByText(/College Scorecard 2023-24 year file and IPEDS/)).toBeInTheDocument();
    expect(screen.getByText('2023-24')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Jan 2025/);
  });

  it('has the four promises, three steps, three illustrative stories and the sign-up call to action', async () => {
    renderHome();
    for (const name of ['Explore universities', 'Application management', 'Personalized recommendations', 'Timeline and reminders'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    // The stories and the call to action load as they come near (at once here: jsdom has no IntersectionObserver).
    expect(await screen.findByText(/Illustrative stories/)).toBeInTheDocument();
    for (const role of ['High school senior', 'College freshman', 'High school junior']) expect(screen.getByText(role)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(/virtual tour/i)).toBeNull();
    await screen.findByText('3,031');
  });
});
