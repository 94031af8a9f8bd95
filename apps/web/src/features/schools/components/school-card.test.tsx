import type { SchoolCard as SchoolCardData } from '@campuspath/contract/schools';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { SchoolCard } from './school-card.tsx';

const school: SchoolCardData = {
  id: 139755,
  slug: 'georgia-institute-of-technology-main-campus',
  name: 'Georgia Institute of Technology-Main Campus',
  image_url: null,
  location: 'Atlanta, GA',
  city: 'Atlanta',
  state: 'GA',
  region: 'South',
  tuition: { 'In-state': 11764, 'Out-of-state': 32876 },
  size: 17379,
  sizeBucket: 'large',
  popular_majors: ['Engineering', 'Computer Science', 'Business & Management', 'Biology & Biomedical Sciences', 'Physical Sciences'],
  acceptance_rate: 17.1,
  openAdmissions: false,
  type: 'Public',
  programTypes: ['public', 'research'],
  testPolicy: 'required',
  netPrice: 14588,
  netPriceByIncome: { '0-30k': 8570, '30-48k': 11178, '48-75k': 14771, '75-110k': 18051, '110k-plus': 18807 },
  netPriceCalculatorUrl: 'https://admission.gatech.edu/npc_2023/',
  medianEarnings: 102772,
  graduationRate: 0.9192,
  coordinates: { lat: 33.776, lng: -84.398 },
  locale: { code: 11, kind: 'city', label: 'City: Large' },
  olderYears: {},
};

const renderCard = (overrides: Partial<SchoolCardData> = {}, saved = false, onToggleSaved = vi.fn()) =>
  render(
    <MemoryRouter>
      <SchoolCard school={{ ...school, ...overrides }} saved={saved} onToggleSaved={onToggleSaved} />
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('SchoolCard', () => {
  it('links to the university page and formats tuition, size and majors', () => {
    renderCard();
    expect(screen.getByRole('link', { name: school.name })).toHaveAttribute('href', `/university/${school.slug}`);
    expect(screen.getByTestId('school-tuition')).toHaveTextContent('$12k');
    expect(screen.getByTestId('school-size')).toHaveTextContent('17k');
    const majors = within(screen.getByRole('list', { name: 'Popular majors' })).getAllByRole('listitem');
    expect(majors.map((item) => item.textContent)).toEqual(['Engineering', 'Computer Science', 'Business & Management', '+2 more']);
  });

  it('says "Not reported" for missing tuition and size, and shows small sizes in full', () => {
    renderCard({ tuition: { 'In-state': null, 'Out-of-state': null }, size: null, popular_majors: ['History'] });
    expect(screen.getByTestId('school-tuition')).toHaveTextContent('Not reported');
    expect(screen.getByTestId('school-size')).toHaveTextContent('Not reported');
    expect(document.body.textContent).not.toContain('N/A');
    expect(screen.queryByText(/more$/)).toBeNull();
    renderCard({ id: 1, size: 4638 });
    expect(screen.getAllByTestId('school-size')[1]).toHaveTextContent('4,638');
  });

  it('has a bookmark toggle that reports the school and says whether it is saved', () => {
    const onToggleSaved = vi.fn();
    renderCard({}, false, onToggleSaved);
    const save = screen.getByRole('button', { name: `Save ${school.name}` });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(save);
    expect(onToggleSaved).toHaveBeenCalledWith(school.id);
  });

  it('shows "Your estimated net price" for the family income band, and nothing without one', () => {
    renderCard();
    expect(screen.queryByText('Your estimated net price')).toBeNull();
    render(
      <MemoryRouter>
        <SchoolCard school={school} saved={false} onToggleSaved={vi.fn()} incomeBand="30-48k" />
      </MemoryRouter>,
      { wrapper: WithI18n },
    );
    const estimate = screen.getByTestId('school-net-price');
    expect(within(estimate).getByTestId('net-price-figure')).toHaveTextContent('$11,178');
    expect(estimate).toHaveTextContent('Average for aided families earning $30,001–48,000, for in-state students');
  });

  it('shows the all-incomes average, labelled, for a band without a figure (as the filter and sort use it)', () => {
    render(
      <MemoryRouter>
        <SchoolCard
          school={{ ...school, netPriceByIncome: { ...school.netPriceByIncome, '0-30k': null } }}
          saved={false}
          onToggleSaved={vi.fn()}
          incomeBand="0-30k"
        />
      </MemoryRouter>,
      { wrapper: WithI18n },
    );
    expect(screen.getByTestId('net-price-figure')).toHaveTextContent('$14,588');
    expect(screen.getByTestId('net-price-fallback')).toHaveTextContent(
      'All incomes, for in-state students: this college reports no average for families earning $0–30,000',
    );
  });

  it('shows the distance when the list was asked near a ZIP code', () => {
    renderCard();
    expect(screen.queryByTestId('school-distance')).toBeNull();
    renderCard({ id: 2, distanceMiles: 2.4 });
    expect(screen.getByTestId('school-distance')).toHaveTextContent('2 mi away');
  });

  it('labels the bookmark as removal when saved', () => {
    renderCard({}, true);
    expect(screen.getByRole('button', { name: `Remove ${school.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('calls a private college\'s one price "Tuition", never in-state', () => {
    renderCard({ type: 'Private nonprofit', tuition: { 'In-state': 58000, 'Out-of-state': 58000 } });
    expect(screen.getByText('Tuition')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/in-state/i);
  });

  it('says "Open" admissions with no percentage, and marks a figure of an older year', () => {
    renderCard({ openAdmissions: true, acceptance_rate: null });
    expect(screen.getByTestId('school-acceptance')).toHaveTextContent('Open');
    expect(screen.getByText('Admissions')).toBeInTheDocument();
    expect(screen.getByTestId('school-acceptance').textContent).not.toMatch(/%/);
    renderCard({ id: 2, acceptance_rate: 34, olderYears: { acceptance_rate: 'fall 2022' } });
    expect(screen.getAllByTestId('school-acceptance')[1]).toHaveTextContent('34%');
    expect(screen.getByText('fall 2022')).toBeInTheDocument();
  });
});
