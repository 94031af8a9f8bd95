/** Every URL of the web app, with typed builders; components never assemble paths by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  explore: {
    path: '/explore',
    getHref: (search?: string) => (search ? `/explore?search=${encodeURIComponent(search)}` : '/explore'),
  },
  university: { path: '/university/:id', getHref: (idOrSlug: string | number) => `/university/${encodeURIComponent(String(idOrSlug))}` },
  apiDocs: { path: '/api/docs', getHref: () => '/api/docs' },
} as const;
