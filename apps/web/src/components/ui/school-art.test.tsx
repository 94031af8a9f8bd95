import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchoolArt, schoolInitials } from './school-art.tsx';

describe('SchoolArt', () => {
  it('uses the initials of the meaningful words', () => {
    expect(schoolInitials('University of Michigan-Ann Arbor')).toBe('UMA');
    expect(schoolInitials('Williams College')).toBe('WC');
  });

  it('is decorative: hidden from assistive technology, no image element', () => {
    const { container } = render(<SchoolArt id={166683} name="Massachusetts Institute of Technology" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });
});
