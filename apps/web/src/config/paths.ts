/** Every URL of the web app, with typed builders; components never assemble paths by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  explore: {
    path: '/explore',
    getHref: (search?: string) => (search ? `/explore?search=${encodeURIComponent(search)}` : '/explore'),
  },
  university: {
    path: '/university/:id',
    getHref: (idOrSlug: string | number, tab?: string) =>
      `/university/${encodeURIComponent(String(idOrSlug))}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  },
  about: { path: '/about', getHref: () => '/about' },
  features: { path: '/features', getHref: () => '/features' },
  financialAid: { path: '/financial-aid', getHref: () => '/financial-aid' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  // Signed-in areas arrive with the accounts issue; links point at their final addresses.
  login: { path: '/login', getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  signup: { path: '/signup', getHref: () => '/signup' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  applications: { path: '/applications', getHref: () => '/applications' },
  newApplication: { path: '/applications/new', getHref: (schoolId?: number) => (schoolId ? `/applications/new?school=${schoolId}` : '/applications/new') },
  apiDocs: { path: '/api/docs', getHref: () => '/api/docs' },
} as const;
