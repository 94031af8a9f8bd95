import type { SchoolDetail } from '@campuspath/contract/school-detail';

/**
 * schema.org `CollegeOrUniversity` for the college's page (JSON-LD, for search engines): its name,
 * postal address, website and coordinates, each as IPEDS HD2024 reports it, and left out where it
 * reports nothing. Nothing else: structured data is read as fact, so it holds only the directory's.
 */
export function collegeJsonLd(school: SchoolDetail): Record<string, unknown> {
  const location = school.mapLocation;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: school.name,
    ...(school.urls.website && { url: school.urls.website }),
    address: {
      '@type': 'PostalAddress',
      ...(location.address && { streetAddress: location.address }),
      addressLocality: location.city,
      addressRegion: location.state,
      ...(location.zip && { postalCode: location.zip }),
      addressCountry: school.place.country === 'United States' ? 'US' : school.place.country,
    },
    ...(location.coordinates && {
      geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.lat, longitude: location.coordinates.lng },
    }),
  };
}
