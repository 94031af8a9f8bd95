/**
 * The 38 two-digit CIP families the College Scorecard reports degree shares for
 * (columns PCIP01..PCIP54), with plain-English names a student would use.
 * The official CIP 2020 title is kept beside each for reference.
 */
export const MAJOR_FAMILIES = [
  { code: '01', slug: 'agriculture', name: 'Agriculture', cipTitle: 'Agriculture, Agriculture Operations, and Related Sciences' },
  { code: '03', slug: 'natural-resources', name: 'Natural Resources & Conservation', cipTitle: 'Natural Resources and Conservation' },
  { code: '04', slug: 'architecture', name: 'Architecture', cipTitle: 'Architecture and Related Services' },
  {
    code: '05',
    slug: 'area-ethnic-gender-studies',
    name: 'Area, Ethnic & Gender Studies',
    cipTitle: 'Area, Ethnic, Cultural, Gender, and Group Studies',
  },
  { code: '09', slug: 'communication', name: 'Communication & Journalism', cipTitle: 'Communication, Journalism, and Related Programs' },
  {
    code: '10',
    slug: 'communications-technology',
    name: 'Communications Technology',
    cipTitle: 'Communications Technologies/Technicians and Support Services',
  },
  { code: '11', slug: 'computer-science', name: 'Computer Science', cipTitle: 'Computer and Information Sciences and Support Services' },
  { code: '12', slug: 'culinary-personal-services', name: 'Culinary & Personal Services', cipTitle: 'Personal and Culinary Services' },
  { code: '13', slug: 'education', name: 'Education', cipTitle: 'Education' },
  { code: '14', slug: 'engineering', name: 'Engineering', cipTitle: 'Engineering' },
  {
    code: '15',
    slug: 'engineering-technology',
    name: 'Engineering Technology',
    cipTitle: 'Engineering Technologies and Engineering-Related Fields',
  },
  { code: '16', slug: 'languages', name: 'Foreign Languages & Linguistics', cipTitle: 'Foreign Languages, Literatures, and Linguistics' },
  {
    code: '19',
    slug: 'family-consumer-sciences',
    name: 'Family & Consumer Sciences',
    cipTitle: 'Family and Consumer Sciences/Human Sciences',
  },
  { code: '22', slug: 'legal-studies', name: 'Legal Studies', cipTitle: 'Legal Professions and Studies' },
  { code: '23', slug: 'english', name: 'English Language & Literature', cipTitle: 'English Language and Literature/Letters' },
  {
    code: '24',
    slug: 'liberal-arts',
    name: 'Liberal Arts & General Studies',
    cipTitle: 'Liberal Arts and Sciences, General Studies and Humanities',
  },
  { code: '25', slug: 'library-science', name: 'Library Science', cipTitle: 'Library Science' },
  { code: '26', slug: 'biology', name: 'Biology & Biomedical Sciences', cipTitle: 'Biological and Biomedical Sciences' },
  { code: '27', slug: 'mathematics', name: 'Mathematics & Statistics', cipTitle: 'Mathematics and Statistics' },
  { code: '29', slug: 'military-technology', name: 'Military Technology', cipTitle: 'Military Technologies and Applied Sciences' },
  { code: '30', slug: 'interdisciplinary', name: 'Interdisciplinary Studies', cipTitle: 'Multi/Interdisciplinary Studies' },
  {
    code: '31',
    slug: 'parks-recreation-fitness',
    name: 'Parks, Recreation & Fitness',
    cipTitle: 'Parks, Recreation, Leisure, Fitness, and Kinesiology',
  },
  { code: '38', slug: 'philosophy-religion', name: 'Philosophy & Religious Studies', cipTitle: 'Philosophy and Religious Studies' },
  { code: '39', slug: 'theology', name: 'Theology & Religious Vocations', cipTitle: 'Theology and Religious Vocations' },
  { code: '40', slug: 'physical-sciences', name: 'Physical Sciences', cipTitle: 'Physical Sciences' },
  { code: '41', slug: 'science-technology', name: 'Science Technologies', cipTitle: 'Science Technologies/Technicians' },
  { code: '42', slug: 'psychology', name: 'Psychology', cipTitle: 'Psychology' },
  {
    code: '43',
    slug: 'criminal-justice',
    name: 'Criminal Justice & Public Safety',
    cipTitle: 'Homeland Security, Law Enforcement, Firefighting and Related Protective Services',
  },
  {
    code: '44',
    slug: 'public-administration',
    name: 'Public Administration & Social Work',
    cipTitle: 'Public Administration and Social Service Professions',
  },
  { code: '45', slug: 'social-sciences', name: 'Social Sciences', cipTitle: 'Social Sciences' },
  { code: '46', slug: 'construction-trades', name: 'Construction Trades', cipTitle: 'Construction Trades' },
  { code: '47', slug: 'mechanic-repair', name: 'Mechanic & Repair Technologies', cipTitle: 'Mechanic and Repair Technologies/Technicians' },
  { code: '48', slug: 'precision-production', name: 'Precision Production', cipTitle: 'Precision Production' },
  { code: '49', slug: 'transportation', name: 'Transportation & Materials Moving', cipTitle: 'Transportation and Materials Moving' },
  { code: '50', slug: 'arts', name: 'Visual & Performing Arts', cipTitle: 'Visual and Performing Arts' },
  { code: '51', slug: 'health', name: 'Health Professions & Nursing', cipTitle: 'Health Professions and Related Programs' },
  {
    code: '52',
    slug: 'business',
    name: 'Business & Management',
    cipTitle: 'Business, Management, Marketing, and Related Support Services',
  },
  { code: '54', slug: 'history', name: 'History', cipTitle: 'History' },
] as const;

export type MajorFamily = (typeof MAJOR_FAMILIES)[number];
export type MajorCode = MajorFamily['code'];

/** Finds a family by its 2-digit CIP code or its slug. */
export function findMajorFamily(codeOrSlug: string): MajorFamily | undefined {
  const key = codeOrSlug.trim().toLowerCase();
  return MAJOR_FAMILIES.find((family) => family.code === key || family.slug === key);
}
